import { Button, Card, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatBRL } from '../../../../domain/money.ts'
import { createPaymentLinkSchema, LINK_MAX_DAYS, type PaymentLink } from '../../../../domain/payment-link.ts'
import type { TripSummary } from '../../../../domain/trip.ts'
import { ApiError } from '../../../api-error.ts'
import { describeApiError } from '../../../ui/form/api-messages.ts'
import { FormField } from '../../../ui/form/form-field.tsx'
import { MaskedInput } from '../../../ui/form/masked-input.tsx'
import { useSchemaForm } from '../../../ui/form/use-schema-form.ts'
import { productsQueryOptions } from '../../catalogue/api.ts'
import { tripQueryOptions } from '../../trips/api.ts'
import { useCreatePaymentLink } from '../api.ts'
import { KindChoice, ProductField, TripFields } from './item-fields.tsx'
import { blankLink, linkFieldOf, toLinkInput, type LinkField, type LinkForm } from './link-form-fields.ts'

/** The total at today's price, as the link will freeze it. */
function useQuotedTotal(form: LinkForm, chosen: TripSummary | null): number | null {
  const trip = useQuery({ ...tripQueryOptions(chosen?.slug ?? ''), enabled: chosen !== null && form.values.kind === 'trip', staleTime: 10_000 })
  const products = useQuery({ ...productsQueryOptions(), enabled: form.values.kind === 'product' })
  if (form.values.kind === 'product') {
    return products.data?.find((product) => String(product.id) === form.values.productId)?.priceCents ?? null
  }
  const option = trip.data?.options.find((candidate) => String(candidate.id) === form.values.optionId)
  const extra = trip.data?.boardingPoints.find((point) => String(point.id) === form.values.boardingPointId)?.extraCents ?? 0
  return option ? (option.priceCents + extra) * Number(form.values.people) : null
}

interface CreateLinkFormProps {
  onCreated: (link: PaymentLink) => void
  /** The API refused the agency (403): the screen says why (in the reader's language) instead of the form. */
  onRefused: (reason: string) => void
}

/** A payment link for a trip option and 1–10 people, or a priced product, with optional customer data and an expiry. */
export function CreateLinkForm({ onCreated, onRefused }: CreateLinkFormProps) {
  const { t } = useLingui()
  const create = useCreatePaymentLink()
  const [chosen, setChosen] = useState<TripSummary | null>(null)
  const form = useSchemaForm({
    schema: createPaymentLinkSchema,
    initial: blankLink,
    toInput: toLinkInput,
    fieldOf: linkFieldOf,
    submission: {
      send: create.mutateAsync,
      onSaved: (link, input) =>
        onCreated({ ...link, customer: link.customer ?? { name: input.customer?.name ?? null, email: input.customer?.email ?? null, phone: input.customer?.phone ?? null } }),
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 403)) return false
        onRefused(describeApiError(error))
        return true
      },
    },
  })
  const { register, values, setValue } = form
  const total = useQuotedTotal(form, chosen)

  const nothingChosen: Partial<Record<LinkField, () => string>> = { trip: () => t`Choose a trip`, productId: () => t`Choose a product` }
  const errorOf = (field: LinkField) => {
    const error = form.errorOf(field)
    if (!error) return undefined
    return values[field] === '' && nothingChosen[field] ? nothingChosen[field]() : error
  }
  const linkForm: LinkForm = { ...form, errorOf }

  const choose = (trip: TripSummary | null) => {
    setChosen(trip)
    setValue('trip', trip ? String(trip.id) : '')
    setValue('optionId', '')
  }

  return (
    <Card.Root as="section" aria-labelledby="new-link-heading">
      <Card.Header>
        <Heading as="h2" id="new-link-heading" size="md">
          <Trans>New payment link</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={form.submit} aria-label={t`New payment link`}>
          <Stack gap="5">
            <KindChoice form={linkForm} />
            {values.kind === 'trip' ? <TripFields form={linkForm} chosen={chosen} onChoose={choose} /> : <ProductField form={linkForm} />}

            <Stack as="fieldset" gap="4">
              <Text as="legend" fontWeight="semibold" mb="2">
                <Trans>Customer (optional)</Trans>
              </Text>
              <FormField label={<Trans>Customer name</Trans>} error={errorOf('customerName')}>
                <Input {...register('customerName')} autoComplete="off" maxLength={120} />
              </FormField>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <FormField label={<Trans>Customer email</Trans>} error={errorOf('customerEmail')}>
                  <Input {...register('customerEmail')} type="email" autoComplete="off" inputMode="email" />
                </FormField>
                <FormField label={<Trans>Customer phone (WhatsApp)</Trans>} error={errorOf('customerPhone')}>
                  <MaskedInput kind="phone" {...register('customerPhone')} type="tel" autoComplete="off" inputMode="tel" placeholder="(00) 00000-0000" />
                </FormField>
              </SimpleGrid>
            </Stack>

            <FormField
              label={<Trans>Valid for (days)</Trans>}
              error={errorOf('expiresInDays')}
              helper={<Trans>From 1 to {LINK_MAX_DAYS} days. Seats are held only when the customer pays.</Trans>}
              required
            >
              <Input {...register('expiresInDays')} type="number" min={1} max={LINK_MAX_DAYS} inputMode="numeric" maxW="32" />
            </FormField>

            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }} justify="space-between">
              <Text aria-live="polite" data-testid="quoted-total">
                {total !== null && (
                  <Trans>
                    Total at today&apos;s price: <strong>{formatBRL(total)}</strong>
                  </Trans>
                )}
              </Text>
              <Button type="submit" colorPalette="brand" loading={form.sending}>
                <Trans>Create payment link</Trans>
              </Button>
            </Stack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  )
}
