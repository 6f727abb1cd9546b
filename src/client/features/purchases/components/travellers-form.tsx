import { Button, Fieldset, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { BoardingPoint, VehicleName } from '../../../../domain/road.ts'
import { travellersUpdateSchema, type OrderTraveller, type TravellerDocumentKind, type TravellersUpdate } from '../../../../domain/traveller.ts'
import { DateInput } from '../../../ui/form/date-input.tsx'
import { fromIsoDate, toIsoDate } from '../../../ui/form/date-text.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { FormField } from '../../../ui/form/form-field.tsx'
import { formatMasked, MaskedInput } from '../../../ui/form/masked-input.tsx'
import { useSchemaForm } from '../../../ui/form/use-schema-form.ts'
import { profileQueryOptions } from '../../account/api.ts'
import { boardingPointText } from '../../../ui/trips/boarding-point-text.ts'
import { myOrdersSource, type OrderSource } from '../order-source.ts'
import { useSaveTravellers } from '../travellers-api.ts'
import { StateSelect } from '../../../ui/form/state-select.tsx'
import { MinorNotice } from './minor-notice.tsx'
import { SeatName } from './seat-name.tsx'

type Part = 'name' | 'kind' | 'number' | 'state' | 'birthDate' | 'boardingPoint'
/** One flat field per traveller and part: name0, kind0, number0, state0 (an RG's), birthDate0, boardingPoint0, name1, ... */
type TravellerField = `${Part}${number}`

const field = (part: Part, position: number): TravellerField => `${part}${position}`

function travellerTexts(travellers: OrderTraveller[], locale: string): Record<TravellerField, string> {
  const texts: Record<TravellerField, string> = {}
  travellers.forEach((traveller, position) => {
    const kind = traveller.document?.kind ?? 'cpf'
    const number = traveller.document?.number ?? ''
    texts[field('name', position)] = traveller.name
    texts[field('kind', position)] = kind
    texts[field('number', position)] = kind === 'cpf' && number ? formatMasked('cpf', number) : number
    texts[field('state', position)] = traveller.document?.kind === 'rg' ? traveller.document.state : ''
    texts[field('birthDate', position)] = fromIsoDate(traveller.birthDate, locale)
    texts[field('boardingPoint', position)] = traveller.boardingPointId === null ? '' : String(traveller.boardingPointId)
  })
  return texts
}

/** A trip without boarding points gets none (left out keeps); with them, none chosen is a null the server refuses on its field. */
function toUpdate(texts: Record<TravellerField, string>, people: number, locale: string, hasBoardingPoints: boolean) {
  return {
    travellers: Array.from({ length: people }, (_, position) => {
      const number = texts[field('number', position)] ?? ''
      const kind = texts[field('kind', position)] as TravellerDocumentKind
      const boardingPoint = texts[field('boardingPoint', position)] ?? ''
      return {
        name: texts[field('name', position)] ?? '',
        document: number.trim() ? (kind === 'rg' ? { kind, number, state: texts[field('state', position)] ?? '' } : { kind, number }) : null,
        birthDate: toIsoDate(texts[field('birthDate', position)] ?? '', locale),
        ...(hasBoardingPoints ? { boardingPointId: boardingPoint ? Number(boardingPoint) : null } : {}),
      }
    }),
  }
}

/** "travellers.1.document.number" → number1: where the server's (and the schema's) errors go. */
function fieldOfPath(path: string): TravellerField | undefined {
  const match = /^travellers\.(\d+)\.(name|document\.number|document\.state|document|birthDate|boardingPointId)$/.exec(path)
  if (!match) return undefined
  const parts: Record<string, Part> = { name: 'name', birthDate: 'birthDate', boardingPointId: 'boardingPoint', 'document.state': 'state' }
  const part: Part = parts[match[2]!] ?? 'number'
  return field(part, Number(match[1]))
}

/**
 * The buyer fills or edits each person of the order; "I'm travelling" fills the first from the
 * signed-in buyer's profile (a guest has none). On a trip with boarding points each traveller
 * chooses one (docs/TRAVELLERS.md "Boarding and seats").
 */
export function TravellersForm({
  code,
  source,
  travellers,
  boardingPoints,
  vehicles,
}: {
  code: string
  source: OrderSource
  travellers: OrderTraveller[]
  boardingPoints: BoardingPoint[]
  vehicles: VehicleName[]
}) {
  const { t, i18n } = useLingui()
  const save = useSaveTravellers(source, code)
  const profile = useQuery({ ...profileQueryOptions(), enabled: source === myOrdersSource })
  const people = travellers.length
  const form = useSchemaForm({
    schema: travellersUpdateSchema,
    initial: travellerTexts(travellers, i18n.locale),
    toInput: (texts) => toUpdate(texts, people, i18n.locale, boardingPoints.length > 0),
    fieldOf: fieldOfPath,
    submission: {
      send: (input: TravellersUpdate) => save.mutateAsync(input),
      success: () => t`Travellers saved`,
      onSaved: (saved) => form.reset(travellerTexts(saved.travellers, i18n.locale)),
      failure: 'alert',
    },
  })
  const { register, errorOf, setValue, values, failure } = form

  const fillFromProfile = () => {
    const me = profile.data
    if (!me) return
    setValue(field('name', 0), `${me.firstName} ${me.lastName}`.trim())
    setValue(field('kind', 0), 'cpf')
    setValue(field('number', 0), me.cpf ? formatMasked('cpf', me.cpf) : '')
    setValue(field('birthDate', 0), fromIsoDate(me.birthDate, i18n.locale))
  }

  return (
    <form noValidate onSubmit={form.submit} aria-label={t`Travellers`} data-testid="travellers-form">
      <Stack gap="5">
        {failure && <FormAlert status="error" title={failure} />}
        {profile.data && (
          <Button type="button" variant="outline" size="sm" alignSelf="flex-start" onClick={fillFromProfile} data-testid="i-am-travelling">
            <Trans>I'm travelling: fill in with my data</Trans>
          </Button>
        )}
        {travellers.map((traveller, position) => {
          const number = position + 1
          const kind = values[field('kind', position)]
          const seat = traveller.seat
          return (
            <Fieldset.Root key={position} data-testid="traveller-fieldset">
              <Fieldset.Legend fontWeight="semibold">
                <Trans>
                  Traveller {number} of {people}
                </Trans>
              </Fieldset.Legend>
              <Stack gap="3" mt="2">
                {traveller.minor && <MinorNotice />}
                <FormField label={<Trans>Full name</Trans>} error={errorOf(field('name', position))}>
                  <Input {...register(field('name', position))} maxLength={120} autoComplete="off" />
                </FormField>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                  <FormField label={<Trans>Document</Trans>}>
                    <NativeSelect.Root>
                      <NativeSelect.Field {...register(field('kind', position))}>
                        <option value="cpf">{t`CPF`}</option>
                        <option value="passport">{t`Passport`}</option>
                        <option value="rg">{t`RG (Brazilian identity card)`}</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                  <FormField
                    label={kind === 'passport' ? <Trans>Passport number</Trans> : kind === 'rg' ? <Trans>RG number</Trans> : <Trans>CPF</Trans>}
                    error={errorOf(field('number', position))}
                  >
                    {kind === 'cpf' || kind === undefined ? (
                      <MaskedInput kind="cpf" {...register(field('number', position))} placeholder="000.000.000-00" />
                    ) : (
                      <Input {...register(field('number', position))} maxLength={20} autoComplete="off" />
                    )}
                  </FormField>
                  {kind === 'rg' && (
                    <FormField label={<Trans>Issuing state</Trans>} error={errorOf(field('state', position))}>
                      <StateSelect {...register(field('state', position))} />
                    </FormField>
                  )}
                </SimpleGrid>
                <FormField label={<Trans>Date of birth</Trans>} error={errorOf(field('birthDate', position))}>
                  <DateInput
                    {...register(field('birthDate', position))}
                    value={values[field('birthDate', position)] ?? ''}
                    onValueChange={(text) => setValue(field('birthDate', position), text)}
                    maxW={{ sm: '50%' }}
                  />
                </FormField>
                {boardingPoints.length > 0 && (
                  <FormField label={<Trans>Boarding point</Trans>} required error={errorOf(field('boardingPoint', position))}>
                    <NativeSelect.Root>
                      <NativeSelect.Field {...register(field('boardingPoint', position))}>
                        <option value="">{t`Choose where to board`}</option>
                        {boardingPoints.map((point) => (
                          <option key={point.id} value={String(point.id)}>
                            {boardingPointText(point, i18n.locale)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                )}
                {seat && (
                  <Text fontSize="sm" data-testid="traveller-seat">
                    <SeatName seat={seat} vehicles={vehicles} />
                  </Text>
                )}
              </Stack>
            </Fieldset.Root>
          )
        })}
        <Button type="submit" alignSelf="flex-start" loading={form.sending} loadingText={t`Saving…`}>
          <Trans>Save travellers</Trans>
        </Button>
      </Stack>
    </form>
  )
}
