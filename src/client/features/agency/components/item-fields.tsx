import { HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { formatBRL } from '../../../../domain/money.ts'
import { MAX_PEOPLE } from '../../../../domain/order.ts'
import type { Trip, TripSummary } from '../../../../domain/trip.ts'
import { FormField } from '../../../ui/form/form-field.tsx'
import { boardingPointText } from '../../../ui/trips/boarding-point-text.ts'
import { productsQueryOptions } from '../../catalogue/api.ts'
import { tripQueryOptions } from '../../trips/api.ts'
import type { LinkForm } from './link-form-fields.ts'
import { TripSearch } from './trip-search.tsx'

/** A trip sells 1 to 10 people, never more than its seats left. */
const maxPeopleOf = (trip: Pick<Trip, 'seatsLeft'>) => Math.max(1, Math.min(MAX_PEOPLE, trip.seatsLeft))
const noOptions: Trip['options'] = []
const noPoints: Trip['boardingPoints'] = []

function Choice({ value, checked, onChange, children }: { value: string; checked: boolean; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <HStack
      as="label"
      gap="2"
      px="3"
      py="2"
      flex="1"
      borderWidth="1px"
      borderRadius="l2"
      borderColor={checked ? 'brand.border' : 'border'}
      bg={checked ? 'brand.subtle' : 'bg.subtle'}
      cursor="pointer"
      css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
    >
      <input type="radio" name="kind" value={value} checked={checked} onChange={() => onChange(value)} style={{ width: '1.1rem', height: '1.1rem', accentColor: 'currentColor' }} />
      <Text as="span" fontWeight="semibold">
        {children}
      </Text>
    </HStack>
  )
}

/** Trip or product: the radio pair that decides which fields follow. */
export function KindChoice({ form }: { form: LinkForm }) {
  const { t } = useLingui()
  const kind = form.values.kind
  return (
    <HStack as="fieldset" gap="2" role="radiogroup" aria-label={t`What the link sells`}>
      <Choice value="trip" checked={kind === 'trip'} onChange={(value) => form.setValue('kind', value)}>
        <Trans>A trip</Trans>
      </Choice>
      <Choice value="product" checked={kind === 'product'} onChange={(value) => form.setValue('kind', value)}>
        <Trans>A product</Trans>
      </Choice>
    </HStack>
  )
}

/** The option and people of the chosen trip, read fresh (seats change) from the catalogue. */
function TripOptionFields({ form, slug }: { form: LinkForm; slug: string }) {
  const { t, i18n } = useLingui()
  const { values, setValue, register, errorOf } = form
  const trip = useQuery({ ...tripQueryOptions(slug), staleTime: 10_000 })
  const options = trip.data?.options ?? noOptions
  const max = trip.data ? maxPeopleOf(trip.data) : MAX_PEOPLE
  // The link pays its boarding point's extra: chosen here where a point of the trip has one (docs/DECISIONS.md).
  const points = trip.data?.boardingPoints.some((point) => point.extraCents > 0) ? trip.data.boardingPoints : noPoints
  // A new trip starts on its first option and point; people never above what it has left.
  useEffect(() => {
    const first = options[0]
    if (first && !options.some((option) => String(option.id) === values.optionId)) setValue('optionId', String(first.id))
    if (!points.some((point) => String(point.id) === values.boardingPointId)) setValue('boardingPointId', String(points[0]?.id ?? ''))
    if (Number(values.people) > max) setValue('people', String(max))
  }, [options, points, max, values.optionId, values.boardingPointId, values.people, setValue])
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <FormField label={<Trans>Option</Trans>} error={errorOf('optionId')} required>
        <NativeSelect.Root disabled={!trip.data}>
          <NativeSelect.Field {...register('optionId')}>
            {options.length === 0 && <option value="">{t`Loading`}</option>}
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {t`${option.name}: ${formatBRL(option.priceCents)} per person`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {points.length > 0 && (
        <FormField label={<Trans>Boarding point</Trans>} error={errorOf('boardingPointId')} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('boardingPointId')}>
              {points.map((point) => (
                <option key={point.id} value={point.id}>
                  {boardingPointText(point, i18n.locale)}
                  {point.extraCents > 0 ? ` (+ ${formatBRL(point.extraCents)})` : ''}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      )}
      <FormField label={<Trans>People</Trans>} error={errorOf('people')} required>
        <NativeSelect.Root disabled={!trip.data}>
          <NativeSelect.Field {...register('people')}>
            {Array.from({ length: max }, (_, index) => String(index + 1)).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </SimpleGrid>
  )
}

/** A trip found in the catalogue, then its option and people. */
export function TripFields({ form, chosen, onChoose }: { form: LinkForm; chosen: TripSummary | null; onChoose: (trip: TripSummary | null) => void }) {
  return (
    <Stack gap="4">
      <FormField label={<Trans>Trip</Trans>} error={form.errorOf('trip')} required>
        <TripSearch chosen={chosen} onChoose={onChoose} inputRef={form.register('trip').ref} />
      </FormField>
      {chosen && <TripOptionFields form={form} slug={chosen.slug} />}
    </Stack>
  )
}

/** A product of the catalogue that has a price (the free guides are not sold). */
export function ProductField({ form }: { form: LinkForm }) {
  const { t } = useLingui()
  const products = useQuery(productsQueryOptions())
  const priced = (products.data ?? []).filter((product) => product.priceCents !== null)
  return (
    <FormField label={<Trans>Product</Trans>} error={form.errorOf('productId')} required>
      <NativeSelect.Root>
        <NativeSelect.Field {...form.register('productId')}>
          <option value="">{t`Choose a product`}</option>
          {priced.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name} · {formatBRL(product.priceCents!)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  )
}
