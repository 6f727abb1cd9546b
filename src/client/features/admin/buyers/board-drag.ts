import { useRef, useState, type PointerEvent } from 'react'
import type { BoardingTraveller } from '../../../../domain/boarding-report.ts'
import type { SeatRef } from '../../../../domain/road.ts'

/** How far a pointer moves before a press becomes a drag (a tap on a phone wobbles a little). */
const DRAG_THRESHOLD_PX = 6

export interface TravellerDrag {
  traveller: BoardingTraveller
  x: number
  y: number
  over: SeatRef | null
}

/** The free seat under a point of the screen: any vehicle's, as each deck marks its free seats. */
function seatAt(x: number, y: number): SeatRef | null {
  const seat = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-drop-seat]')
  return seat ? { vehicleId: Number(seat.dataset.vehicleId), number: Number(seat.dataset.seat) } : null
}

/**
 * Dragging a traveller onto a free seat of any vehicle with a finger, a mouse or a pen (pointer
 * events: HTML5 drag and drop has no touch on most phones). The press is captured by the traveller
 * it started on, so the drag goes on over the other bus; the seat under the pointer at release
 * takes it. Keyboards and screen readers move travellers with the board's "Move to…" form.
 */
export function useTravellerDrag(onDrop: (traveller: BoardingTraveller, seat: SeatRef) => void) {
  const press = useRef<{ pointerId: number; x: number; y: number; traveller: BoardingTraveller; dragging: boolean } | null>(null)
  const [drag, setDrag] = useState<TravellerDrag | null>(null)
  const end = () => {
    press.current = null
    setDrag(null)
  }
  return {
    drag,
    /** Props of what a traveller is drawn as (a taken seat, a line of a list). */
    sourceProps: (traveller: BoardingTraveller) => ({
      'data-drag-traveller': '',
      style: { touchAction: 'none', userSelect: 'none', cursor: drag ? 'grabbing' : 'grab' } as const,
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.button !== 0 || press.current) return
        event.currentTarget.setPointerCapture(event.pointerId)
        press.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, traveller, dragging: false }
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const started = press.current
        if (started?.pointerId !== event.pointerId) return
        if (!started.dragging && Math.hypot(event.clientX - started.x, event.clientY - started.y) < DRAG_THRESHOLD_PX) return
        started.dragging = true
        setDrag({ traveller: started.traveller, x: event.clientX, y: event.clientY, over: seatAt(event.clientX, event.clientY) })
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => {
        const started = press.current
        if (started?.pointerId !== event.pointerId) return
        const seat = started.dragging ? seatAt(event.clientX, event.clientY) : null
        end()
        if (seat) onDrop(started.traveller, seat)
      },
      onPointerCancel: end,
    }),
    /** Props of a free seat, which takes a dropped traveller; outlined while a drag is over it. */
    targetProps: (vehicleId: number, number: number) => ({
      'data-drop-seat': '',
      'data-vehicle-id': vehicleId,
      'data-drop-over': drag?.over?.vehicleId === vehicleId && drag.over.number === number ? '' : undefined,
    }),
  }
}

export type TravellerDragProps = ReturnType<typeof useTravellerDrag>
