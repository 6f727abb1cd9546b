import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ChangeEvent } from 'react'
import type { SchemaForm } from '../../../ui/form/use-schema-form.ts'
import { FormField } from '../../../ui/form/form-field.tsx'

export const cardFields = ['number', 'holderName', 'expiry', 'cvv'] as const
export type CardField = (typeof cardFields)[number]
export const emptyCard: Record<CardField, string> = { number: '', holderName: '', expiry: '', cvv: '' }

/** The card form's texts as the tokenizer's body: expiry MM/AA as numbers (an incomplete one fails the schema). */
export function toCardInput(texts: Record<CardField, string>) {
  const expiry = /^(\d{2})\/(\d{2})$/.exec(texts.expiry)
  return {
    number: texts.number,
    holderName: texts.holderName,
    expMonth: expiry ? Number(expiry[1]) : Number.NaN,
    expYear: expiry ? 2000 + Number(expiry[2]) : Number.NaN,
    cvv: texts.cvv,
  }
}

/** The tokenizer names the expiry by its two numbers; the form has one field for both. */
export const cardFieldOf = (path: string): CardField | undefined =>
  path === 'expMonth' || path === 'expYear' ? 'expiry' : cardFields.includes(path as CardField) ? (path as CardField) : undefined

const digitsOf = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max)

/**
 * Card texts formatted as they are typed or pasted: the number in groups of four, the expiry as
 * MM/AA, the CVV digits only. Formatted here rather than by an input mask, which lost digits
 * when a whole number was pasted over another (the value is React state either way).
 */
const formats: Record<'number' | 'expiry' | 'cvv', (text: string) => string> = {
  number: (text) => digitsOf(text, 19).replace(/(\d{4})(?=\d)/g, '$1 '),
  expiry: (text) => digitsOf(text, 4).replace(/^(\d{2})(\d)/, '$1/$2'),
  cvv: (text) => digitsOf(text, 4),
}

export interface InstallmentChoice {
  count: number
  label: string
}

/**
 * The card's number, holder, expiry and security code (sent to the gateway's tokenizer only) and
 * the installments. Autocomplete hints let the browser fill a saved card.
 */
export function CardFields({
  form,
  installments,
  installmentsValue,
  onInstallments,
}: {
  form: SchemaForm<CardField>
  installments: InstallmentChoice[]
  installmentsValue: number
  onInstallments: (count: number) => void
}) {
  const { t } = useLingui()
  const { register, values } = form
  // The tokenizer's schema says 'error processing the card' for every bad value; each field says what is wrong with it.
  const problems: Record<CardField, string> = {
    number: t`Invalid card number`,
    holderName: t`This field is required`,
    expiry: t`Invalid expiry date`,
    cvv: t`The security code has 3 or 4 digits`,
  }
  const formatted = (field: keyof typeof formats) => ({
    ...register(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue(field, formats[field](event.target.value)),
    inputMode: 'numeric' as const,
  })
  const errorOf = (field: CardField) => {
    if (!form.errorOf(field)) return undefined
    return values[field].trim() === '' ? t`This field is required` : problems[field]
  }
  return (
    <Stack gap="4" data-testid="card-fields">
      <FormField label={<Trans>Card number</Trans>} error={errorOf('number')} required>
        <Input {...formatted('number')} autoComplete="cc-number" placeholder="0000 0000 0000 0000" />
      </FormField>
      <FormField label={<Trans>Name on the card</Trans>} error={errorOf('holderName')} required>
        <Input {...register('holderName')} autoComplete="cc-name" autoCapitalize="characters" spellCheck={false} maxLength={100} />
      </FormField>
      <SimpleGrid columns={2} gap="4">
        <FormField label={<Trans>Expiry (MM/YY)</Trans>} error={errorOf('expiry')} required>
          <Input
            {...formatted('expiry')}
            autoComplete="cc-exp"
            placeholder={t({ message: 'MM/YY', comment: 'Placeholder of a card expiry: two digits of the month, two of the year' })}
          />
        </FormField>
        <FormField label={<Trans>Security code (CVV)</Trans>} error={errorOf('cvv')} required>
          <Input {...formatted('cvv')} autoComplete="cc-csc" placeholder="000" />
        </FormField>
      </SimpleGrid>
      <InstallmentsField installments={installments} value={installmentsValue} onChange={onInstallments} />
    </Stack>
  )
}

/** Installments with their values; a single choice is shown as such (still a labelled control). */
export function InstallmentsField({ installments, value, onChange }: { installments: InstallmentChoice[]; value: number; onChange: (count: number) => void }) {
  return (
    <FormField label={<Trans>Installments</Trans>}>
      <NativeSelect.Root>
        <NativeSelect.Field name="installments" value={String(value)} onChange={(event) => onChange(Number(event.target.value))} data-testid="installments">
          {installments.map((choice) => (
            <option key={choice.count} value={choice.count}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  )
}
