import { Box, Button, Field, Heading, HStack, NativeSelect } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { BoardingReport } from '../../../../domain/boarding-report.ts'
import { useSeatMove } from './api.ts'
import { everyoneOn, keyOf, useNameOf } from './board-travellers.ts'

/** The "Move to…" pick: a traveller, a vehicle, one of its free seats (PUT …/seats); a refusal (seat taken, list locked) is toasted by the api. */
export function MoveForm({ tripId, board }: { tripId: number; board: BoardingReport }) {
  const { t } = useLingui()
  const nameOf = useNameOf()
  const move = useSeatMove(tripId)
  const everyone = everyoneOn(board)
  const [who, setWho] = useState('')
  const [vehicleId, setVehicleId] = useState(board.vehicles[0]!.id)
  const [number, setNumber] = useState('')
  const vehicle = board.vehicles.find((candidate) => candidate.id === vehicleId) ?? board.vehicles[0]!
  const traveller = everyone.find((each) => keyOf(each) === who)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!traveller || number === '') return
    move.mutate({ order: traveller.orderCode, traveller: traveller.traveller, vehicleId: vehicle.id, number: Number(number) }, { onSuccess: () => setNumber('') })
  }
  return (
    <Box as="form" onSubmit={submit} aria-label={t`Move to…`} data-testid="seat-move">
      <Heading as="h3" size="sm" mb="2">
        <Trans>Move to…</Trans>
      </Heading>
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root width="auto">
          <Field.Label>
            <Trans>Traveller</Trans>
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={who} onChange={(event) => setWho(event.target.value)}>
              <option value="">{t`Choose…`}</option>
              {everyone.map((each) => {
                const name = nameOf(each)
                const where = each.seat ? `${each.seat.vehicleName} ${each.seat.number}` : t`no seat`
                return (
                  <option key={keyOf(each)} value={keyOf(each)}>
                    {`${name} (${each.orderCode}) · ${where}`}
                  </option>
                )
              })}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>
            <Trans>Vehicle</Trans>
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={String(vehicle.id)}
              onChange={(event) => {
                setVehicleId(Number(event.target.value))
                setNumber('')
              }}
            >
              {board.vehicles.map((each) => (
                <option key={each.id} value={each.id}>
                  {each.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>
            <Trans>Free seat</Trans>
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={number} onChange={(event) => setNumber(event.target.value)}>
              <option value="">{t`Choose…`}</option>
              {vehicle.seats
                .filter((seat) => seat.status === 'free')
                .map((seat) => (
                  <option key={seat.number} value={seat.number}>
                    {seat.number}
                  </option>
                ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="brand" loading={move.isPending} disabled={!traveller || number === ''}>
          <Trans>Move</Trans>
        </Button>
      </HStack>
    </Box>
  )
}
