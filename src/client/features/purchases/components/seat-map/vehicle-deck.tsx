import { Box, chakra, Text } from '@chakra-ui/react'
import { useRef, useState, type KeyboardEvent } from 'react'
import { AISLE_COLUMN } from '../../../../../domain/vehicle-layouts.ts'
import type { SeatMapSeat } from '../../../../../domain/road.ts'
import { seatLabel, type SeatState } from './seat-label.ts'
import { seatAfterKey } from './seat-navigation.ts'

const SeatButton = chakra('button')

/** Colours per state, from the theme's semantic tokens: free is outlined, taken greyed, blocked crossed, the order's own filled. */
function seatLook(state: SeatState, current: boolean) {
  if (typeof state === 'object')
    return { bg: current ? 'brand.solid' : 'brand.muted', color: current ? 'brand.contrast' : 'brand.fg', borderColor: 'brand.solid', cursor: 'pointer' }
  if (state === 'free') return { bg: 'bg', color: 'fg', borderColor: 'border.emphasized', cursor: 'pointer' }
  if (state === 'taken') return { bg: 'bg.emphasized', color: 'fg.muted', borderColor: 'border', cursor: 'not-allowed' }
  return { bg: 'bg.muted', color: 'fg.muted', borderColor: 'border', borderStyle: 'dashed', cursor: 'not-allowed', textDecoration: 'line-through' }
}

/** The deck's grid as drawn from above: two seats, the aisle, two seats, a row each (the admin's board draws wider seats). */
export const deckGrid = (seats: SeatMapSeat[], seatWidth = '2.5rem') => ({
  display: 'grid',
  gridTemplateColumns: `repeat(${AISLE_COLUMN - 1}, ${seatWidth}) 1.25rem repeat(2, ${seatWidth})`,
  gridTemplateRows: `repeat(${Math.max(...seats.map((seat) => seat.row))}, 2.5rem)`,
})

/** The vehicle's outline around a deck: a rounded front at the top (the buyer's map and the admin's board). */
export const deckFrame = {
  borderWidth: '2px',
  borderColor: 'border.emphasized',
  borderRadius: 'l3',
  borderTopRadius: '2xl',
  px: '3',
  pt: '2',
  pb: '3',
  width: 'fit-content',
  maxW: 'full',
} as const

/** A window seat's thick outer side. */
export const windowSide = (seat: SeatMapSeat) => (seat.window ? (seat.column < AISLE_COLUMN ? { borderLeftWidth: '5px' } : { borderRightWidth: '5px' }) : {})

/**
 * One deck of a vehicle drawn as it is seen from above, the front at the top: two seats, the aisle,
 * one or two seats, row after row; a window seat has a thick outer side. Each seat is a button
 * named by `seatLabel`; the deck is one stop of the tab order, the arrow keys move within it
 * (seat-navigation.ts), Enter or Space picks. Taken and blocked seats keep their place in that
 * order (a screen reader hears them) but pick nothing.
 */
export function VehicleDeck({
  label,
  seats,
  stateOf,
  currentTraveller,
  pendingSeat,
  onPick,
}: {
  label: string
  seats: SeatMapSeat[]
  stateOf: (seat: SeatMapSeat) => SeatState
  currentTraveller: number
  pendingSeat: number | undefined
  onPick: (seat: SeatMapSeat) => void
}) {
  const [focused, setFocused] = useState<number | undefined>(undefined)
  const deck = useRef<HTMLDivElement>(null)
  const mine = seats.find((seat) => {
    const state = stateOf(seat)
    return typeof state === 'object' && state.traveller === currentTraveller
  })
  const tabStop = seats.some((seat) => seat.number === focused) ? focused : (mine ?? seats.find((seat) => stateOf(seat) === 'free') ?? seats[0])?.number

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = Number((event.target as HTMLElement).dataset.seat)
    const to = seatAfterKey(seats, from, event.key)
    if (to === undefined) return
    event.preventDefault()
    setFocused(to)
    deck.current?.querySelector<HTMLButtonElement>(`[data-seat="${to}"]`)?.focus()
  }

  return (
    <Box role="group" aria-label={label} ref={deck} onKeyDown={move} {...deckFrame}>
      <Text fontSize="xs" color="fg.muted" textAlign="center" mb="2" aria-hidden="true">
        {label}
      </Text>
      <Box {...deckGrid(seats)} gap="1.5">
        {seats.map((seat) => {
          const state = stateOf(seat)
          const current = typeof state === 'object' && state.traveller === currentTraveller
          const pickable = state === 'free' || (typeof state === 'object' && !current)
          const pending = pendingSeat === seat.number
          return (
            <SeatButton
              key={seat.number}
              type="button"
              data-seat={seat.number}
              data-state={typeof state === 'object' ? 'mine' : state}
              gridRow={seat.row}
              gridColumn={seat.column}
              tabIndex={seat.number === tabStop ? 0 : -1}
              aria-label={seatLabel(seat, state)}
              aria-disabled={!pickable || undefined}
              aria-pressed={current}
              aria-busy={pending || undefined}
              onFocus={() => setFocused(seat.number)}
              onClick={() => pickable && onPick(seat)}
              borderWidth="1px"
              borderRadius="l2"
              fontSize="sm"
              fontWeight="semibold"
              minW="0"
              outline={pending ? '3px dashed' : undefined}
              outlineColor={pending ? 'brand.solid' : undefined}
              _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
              {...seatLook(state, current)}
              {...windowSide(seat)}
            >
              {seat.number}
            </SeatButton>
          )
        })}
      </Box>
    </Box>
  )
}
