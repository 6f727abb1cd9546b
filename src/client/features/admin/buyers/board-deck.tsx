import { Badge, Box, HStack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BoardingTraveller } from '../../../../domain/boarding-report.ts'
import type { SeatMapSeat } from '../../../../domain/road.ts'
import { deckFrame, deckGrid, windowSide } from '../../purchases/components/seat-map/vehicle-deck.tsx'
import type { TravellerDragProps } from './board-drag.ts'
import { useNameOf } from './board-travellers.ts'

/** A free seat a dragged traveller is over: outlined as the seat map outlines a seat being sent. */
const dropOverCss = { '&[data-drop-over]': { outline: '3px dashed', outlineColor: 'brand.solid', outlineOffset: '1px' } }

/**
 * One deck drawn as the buyer's seat map draws it: on each taken seat its traveller's name, a
 * minor marked. A seated traveller can be dragged, a free seat takes one (board-drag.ts).
 */
export function BoardDeck({
  vehicleId,
  label,
  seats,
  occupantOf,
  drag,
}: {
  vehicleId: number
  label: string
  seats: SeatMapSeat[]
  occupantOf: (seat: SeatMapSeat) => BoardingTraveller | undefined
  drag: TravellerDragProps
}) {
  const { t } = useLingui()
  const nameOf = useNameOf()
  return (
    // Focusable: a deck wider than a phone scrolls, and the keyboard must reach what it hides.
    <Box role="group" aria-label={label} tabIndex={0} {...deckFrame} overflowX="auto">
      <Text fontSize="xs" color="fg.muted" textAlign="center" mb="2" aria-hidden="true">
        {label}
      </Text>
      <Box as="ul" listStyleType="none" {...deckGrid(seats, '6rem')} gap="1.5">
        {seats.map((seat) => {
          const who = occupantOf(seat)
          const number = seat.number
          const state = who
            ? who.data.minor
              ? t`${nameOf(who)}, minor`
              : nameOf(who)
            : seat.status === 'blocked'
              ? t`not for sale`
              : seat.status === 'taken'
                ? t`held by an unpaid order`
                : t`free`
          const dragProps = who ? drag.sourceProps(who) : seat.status === 'free' ? drag.targetProps(vehicleId, seat.number) : {}
          return (
            <Box
              as="li"
              key={seat.number}
              data-seat={seat.number}
              data-state={who ? 'seated' : seat.status}
              gridRow={seat.row}
              gridColumn={seat.column}
              borderWidth="1px"
              borderRadius="l2"
              px="1"
              fontSize="xs"
              lineHeight="short"
              overflow="hidden"
              bg={who ? 'brand.muted' : seat.status === 'free' ? 'bg' : 'bg.emphasized'}
              color={who ? 'brand.fg' : seat.status === 'free' ? 'fg' : 'fg.muted'}
              borderColor={who ? 'brand.solid' : 'border.emphasized'}
              borderStyle={seat.status === 'blocked' ? 'dashed' : undefined}
              css={dropOverCss}
              {...windowSide(seat)}
              {...dragProps}
            >
              <VisuallyHidden>{t`Seat ${number}: ${state}`}</VisuallyHidden>
              <Box aria-hidden="true">
                <HStack gap="1">
                  <Text fontWeight="semibold">{seat.number}</Text>
                  {who?.data.minor && (
                    <Badge size="xs" colorPalette="orange">
                      <Trans>minor</Trans>
                    </Badge>
                  )}
                </HStack>
                {who && <Text truncate>{nameOf(who)}</Text>}
              </Box>
            </Box>
          )
        })}
      </Box>
    </Box>
  )
}
