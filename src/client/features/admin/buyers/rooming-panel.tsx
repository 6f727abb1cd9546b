import { Badge, Card, HStack, List, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { RoomMove, RoomingGuest, RoomingList, RoomingRoom } from '../../../../domain/rooming.ts'
import { DownloadButton } from '../../../ui/download-button.tsx'
import { downloadRooming, tripRoomingOptions, useRoomMove } from './api.ts'

const refOf = (guest: RoomingGuest) => ({ orderCode: guest.orderCode, position: guest.position })

/** Where a guest may go: a room of the list with a free bed (by its first guest), or a new room of an option. Values: "room:<n>", "option:<id>". */
function MoveSelect({ list, room, guest, onMove, disabled }: { list: RoomingList; room: RoomingRoom; guest: RoomingGuest; onMove: (move: RoomMove) => void; disabled: boolean }) {
  const { t } = useLingui()
  const name = guest.traveller.name || `${guest.orderCode} · ${guest.position}`
  const choose = (value: string) => {
    const [kind, id] = value.split(':')
    const target = kind === 'room' ? list.rooms.find((each) => each.number === Number(id)) : null
    if (target) onMove({ traveller: refOf(guest), to: { traveller: refOf(target.guests[0]!) } })
    else if (kind === 'option') onMove({ traveller: refOf(guest), to: { optionId: Number(id) } })
  }
  return (
    <NativeSelect.Root size="xs" width="auto" disabled={disabled}>
      <NativeSelect.Field aria-label={t`Move ${name} to`} value="" onChange={(event) => choose(event.target.value)}>
        <option value="">{t`Move to…`}</option>
        {list.rooms
          .filter((each) => each.number !== room.number && each.guests.length < each.occupancy)
          .map((each) => (
            <option key={each.number} value={`room:${each.number}`}>
              {t`Room ${each.number} (${each.optionName}, ${each.occupancy - each.guests.length} free)`}
            </option>
          ))}
        {list.byOption.map((option) => (
          <option key={option.optionId} value={`option:${option.optionId}`}>
            {t`New room: ${option.optionName}`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}

/** The "Rooms" view of a hotel package: rooms per option with their guests, a move per guest, the CSV and the hotel's PDF. */
export function RoomingPanel({ tripId }: { tripId: number }) {
  const rooming = useQuery(tripRoomingOptions(tripId))
  const move = useRoomMove(tripId)
  if (rooming.isError) {
    return (
      <Text color="fg.muted">
        <Trans>The rooming list could not be loaded. Try again in a moment.</Trans>
      </Text>
    )
  }
  if (!rooming.data) return <Skeleton h="40" aria-busy="true" />
  const list = rooming.data
  return (
    <Stack gap="4" data-testid="rooming">
      <HStack gap="4" wrap="wrap" justify="space-between">
        <Text>{list.trip.hotel ? <Trans>Hotel: {list.trip.hotel}</Trans> : <Trans>This trip names no hotel</Trans>}</Text>
        <HStack gap="2">
          <DownloadButton variant="outline" download={() => downloadRooming(tripId, 'csv')}>
            <Trans>Export CSV</Trans>
          </DownloadButton>
          <DownloadButton colorPalette="brand" download={() => downloadRooming(tripId, 'pdf')}>
            <Trans>Download PDF</Trans>
          </DownloadButton>
        </HStack>
      </HStack>
      <List.Root variant="plain" gap="1" data-testid="rooming-totals">
        {list.byOption.map((option) => (
          <List.Item key={option.optionId}>
            <Trans>
              {option.optionName} (sleeps {option.occupancy}): {option.rooms} rooms, {option.guests} guests
            </Trans>
          </List.Item>
        ))}
      </List.Root>
      {list.rooms.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No paid order yet: nobody to put in a room.</Trans>
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
          {list.rooms.map((room) => (
            <Card.Root key={room.number} size="sm" data-testid="room">
              <Card.Body gap="2">
                <HStack justify="space-between">
                  <Text fontWeight="semibold">
                    <Trans>
                      Room {room.number} · {room.optionName}
                    </Trans>
                  </Text>
                  <Badge variant={room.guests.length < room.occupancy ? 'outline' : 'subtle'}>
                    {room.guests.length}/{room.occupancy}
                  </Badge>
                </HStack>
                <List.Root variant="plain" gap="2">
                  {room.guests.map((guest) => (
                    <List.Item key={`${guest.orderCode}-${guest.position}`} display="flex" justifyContent="space-between" gap="2" flexWrap="wrap">
                      <Text>
                        {guest.traveller.name || <Trans>(name not given)</Trans>}{' '}
                        <Text as="span" color="fg.muted" fontSize="sm">
                          {guest.orderCode} · {guest.position}
                        </Text>
                      </Text>
                      <MoveSelect list={list} room={room} guest={guest} onMove={(body) => move.mutate(body)} disabled={move.isPending} />
                    </List.Item>
                  ))}
                </List.Root>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  )
}
