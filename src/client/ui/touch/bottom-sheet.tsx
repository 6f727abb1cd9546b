import type { SheetProps } from './draggable-sheet.tsx'
import { useTouchParts } from './use-touch-parts.ts'

/**
 * A bottom sheet for phones (filters, a seat map, sharing): follows a drag and closes by a swipe
 * down. Only this wrapper is in the page's chunk; the sheet and framer-motion load with the touch
 * parts, at once when it opens if the page has not loaded them yet.
 */
export function BottomSheet({ open, ...sheet }: SheetProps & { open: boolean }) {
  const parts = useTouchParts(open)
  return open && parts ? <parts.DraggableSheet {...sheet} /> : null
}
