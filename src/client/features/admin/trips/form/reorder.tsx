import { HStack, IconButton } from '@chakra-ui/react'
import { useState, type DragEvent } from 'react'

/**
 * Drag and drop between the items of one list (native HTML5 events): the handle starts a drag,
 * the item under the pointer takes the drop. Keyboards and screen readers use MoveButtons.
 */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null)
  const [over, setOver] = useState<number | null>(null)
  const end = () => {
    setDragged(null)
    setOver(null)
  }
  return {
    handleProps: (index: number) => ({
      draggable: true,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        event.dataTransfer.effectAllowed = 'move'
        event.dataTransfer.setData('text/plain', String(index))
        const item = event.currentTarget.closest('[data-reorder-item]')
        if (item) event.dataTransfer.setDragImage(item, 16, 16)
        setDragged(index)
      },
      onDragEnd: end,
    }),
    itemProps: (index: number) => ({
      'data-reorder-item': '',
      'data-drop-target': dragged !== null && over === index && dragged !== index ? '' : undefined,
      onDragOver: (event: DragEvent<HTMLElement>) => {
        // Only drags that started in this list: another list's item is not ours to place.
        if (dragged === null) return
        event.preventDefault()
        event.dataTransfer.dropEffect = 'move'
        setOver(index)
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        if (dragged === null) return
        event.preventDefault()
        if (dragged !== index) onMove(dragged, index)
        end()
      },
    }),
  }
}

/** The drop target's outline while an item is dragged over it. */
export const dropTargetCss = { '&[data-drop-target]': { outline: '2px dashed', outlineColor: 'colorPalette.solid', outlineOffset: '2px' } }

/** The keyboard's way to reorder: up and down, each named after the item it moves. */
export function MoveButtons({
  index,
  count,
  onMove,
  upLabel,
  downLabel,
}: {
  index: number
  count: number
  onMove: (from: number, to: number) => void
  upLabel: string
  downLabel: string
}) {
  return (
    <HStack gap="1">
      <IconButton size="xs" variant="outline" aria-label={upLabel} title={upLabel} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
        <span aria-hidden="true">↑</span>
      </IconButton>
      <IconButton size="xs" variant="outline" aria-label={downLabel} title={downLabel} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
        <span aria-hidden="true">↓</span>
      </IconButton>
    </HStack>
  )
}
