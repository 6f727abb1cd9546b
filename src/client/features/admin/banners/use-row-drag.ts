import { useMemo, useRef, useState, type DragEvent } from 'react'

/** The id of the row (table row or card) an event happened in, read from its `data-drag-id` handle. */
function rowIdAt(target: EventTarget | null): number | null {
  const row = target instanceof Element ? target.closest('tr, li') : null
  const id = row?.querySelector('[data-drag-id]')?.getAttribute('data-drag-id')
  return id ? Number(id) : null
}

/**
 * Native HTML5 drag and drop of whole rows of a list it does not draw: `zone` goes on an element
 * around the list, `handle(id)` on a grip inside each row. Dropping a row onto another calls
 * `onDrop(dragged, target)`. Keyboard and screen-reader users have the move buttons instead.
 */
export function useRowDrag(onDrop: (dragged: number, target: number) => void) {
  // A ref, not state: the first dragover can come before React has drawn the dragstart.
  const draggedRef = useRef<number | null>(null)
  const [dragged, setDragged] = useState<number | null>(null)
  const [over, setOver] = useState<number | null>(null)
  // One object while the drag's state and `onDrop` stay the same: memoized table cells depend on it.
  return useMemo(() => {
    const reset = () => {
      draggedRef.current = null
      setDragged(null)
      setOver(null)
    }
    return {
      dragged,
      over,
      zone: {
        onDragOver: (event: DragEvent) => {
          const id = rowIdAt(event.target)
          if (draggedRef.current === null || id === null) return
          event.preventDefault()
          event.dataTransfer.dropEffect = 'move'
          setOver(id)
        },
        onDrop: (event: DragEvent) => {
          const moved = draggedRef.current
          const id = rowIdAt(event.target)
          if (moved === null || id === null) return
          event.preventDefault()
          if (id !== moved) onDrop(moved, id)
          reset()
        },
      },
      handle: (id: number) => ({
        'data-drag-id': id,
        draggable: true,
        onDragStart: (event: DragEvent) => {
          event.dataTransfer.effectAllowed = 'move'
          event.dataTransfer.setData('text/plain', String(id))
          draggedRef.current = id
          setDragged(id)
        },
        onDragEnd: reset,
      }),
    }
  }, [dragged, over, onDrop])
}
