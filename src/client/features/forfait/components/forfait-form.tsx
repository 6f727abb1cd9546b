import { Button, Fieldset, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { forfaitRequestSchema, type ForfaitRequestInput } from '../../../../domain/forfait.ts'
import { DateInput } from '../../../ui/form/date-input.tsx'
import { DeliveryStatus } from '../../../ui/form/delivery-status.tsx'
import { toIsoDate } from '../../../ui/form/date-text.ts'
import { FormField } from '../../../ui/form/form-field.tsx'
import { MaskedInput } from '../../../ui/form/masked-input.tsx'
import { useOfflineSubmission } from '../../../ui/form/offline-submission.ts'
import { useSchemaForm } from '../../../ui/form/use-schema-form.ts'
import { useAskForfait } from '../api.ts'

const blank = { destination: '', departureDate: '', returnDate: '', adults: '2', children: '0', budgetPerPersonCents: '', phone: '', interests: '' }

/** The custom trip request: where, when (or flexible), who, budget and wishes; sent offline, it waits for the network. */
export function ForfaitForm() {
  const { t, i18n } = useLingui()
  const ask = useAskForfait()
  const {
    formRef,
    send: sendOnce,
    delivery,
    waiting,
    onError: isWaiting,
  } = useOfflineSubmission((input: ForfaitRequestInput, idempotencyKey: string) => ask.mutateAsync({ input, idempotencyKey }))
  const form = useSchemaForm({
    schema: forfaitRequestSchema,
    initial: blank,
    toInput: (texts) => ({
      ...texts,
      departureDate: texts.departureDate && toIsoDate(texts.departureDate, i18n.locale),
      returnDate: texts.returnDate && toIsoDate(texts.returnDate, i18n.locale),
    }),
    submission: {
      send: sendOnce,
      onError: isWaiting,
      success: () => t`Request sent. The agency answers by email within two business days.`,
      onSaved: () => {
        form.reset(blank)
      },
    },
  })
  const { register, errorOf, setValue } = form

  return (
    <form ref={formRef} noValidate onSubmit={form.submit} aria-label={t`Custom trip request`}>
      <Stack gap="4">
        <Fieldset.Root disabled={waiting} gap="4">
          <FormField
            label={<Trans>Destination</Trans>}
            error={errorOf('destination')}
            required
            helper={<Trans>A city, a region or a kind of trip ("beaches in the Northeast").</Trans>}
          >
            <Input {...register('destination')} maxLength={120} />
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={<Trans>Departure (optional)</Trans>} error={errorOf('departureDate')}>
              <DateInput {...register('departureDate')} onValueChange={(text) => setValue('departureDate', text)} />
            </FormField>
            <FormField label={<Trans>Return (optional)</Trans>} error={errorOf('returnDate')}>
              <DateInput {...register('returnDate')} onValueChange={(text) => setValue('returnDate', text)} />
            </FormField>
            <FormField label={<Trans>Adults</Trans>} error={errorOf('adults')} required>
              <Input {...register('adults')} type="number" min={1} max={30} inputMode="numeric" />
            </FormField>
            <FormField label={<Trans>Children</Trans>} error={errorOf('children')}>
              <Input {...register('children')} type="number" min={0} max={30} inputMode="numeric" />
            </FormField>
            <FormField label={<Trans>Budget per person, R$ (optional)</Trans>} error={errorOf('budgetPerPersonCents')}>
              <Input {...register('budgetPerPersonCents')} inputMode="decimal" placeholder="5.000,00" />
            </FormField>
            <FormField label={<Trans>Phone or WhatsApp</Trans>} error={errorOf('phone')} required>
              <MaskedInput kind="phone" {...register('phone')} type="tel" autoComplete="tel-national" inputMode="tel" placeholder="(00) 00000-0000" />
            </FormField>
          </SimpleGrid>
          <FormField
            label={<Trans>What would you like to do there?</Trans>}
            error={errorOf('interests')}
            helper={<Trans>Hotels, activities, who is travelling: anything that helps us plan.</Trans>}
          >
            <Textarea {...register('interests')} rows={5} resize="vertical" maxLength={2000} />
          </FormField>
        </Fieldset.Root>
        <DeliveryStatus delivery={delivery} />
        <Button type="submit" alignSelf="flex-start" colorPalette="brand" loading={form.sending}>
          <Trans>Send request</Trans>
        </Button>
      </Stack>
    </form>
  )
}
