import { Box, Button, Card, HStack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { dropTargetCss, MoveButtons, type useDragReorder } from './reorder.tsx'

interface ReorderableItemProps {
  index: number
  count: number
  /** The item's name in its list ("Day 2"), for the heading and the buttons' names. */
  title: string
  drag: ReturnType<typeof useDragReorder>
  onMove: (from: number, to: number) => void
  onRemove: () => void
  /** Why the item cannot be removed, when it cannot. */
  removeBlocked?: string
  children: ReactNode
}

/** An item of a list the admin orders: a drag handle, move up/down, remove, and its fields. */
export function ReorderableItem({ index, count, title, drag, onMove, onRemove, removeBlocked, children }: ReorderableItemProps) {
  const { t } = useLingui()
  return (
    <Card.Root as="li" size="sm" variant="outline" css={dropTargetCss} {...drag.itemProps(index)}>
      <Card.Body gap="3">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <HStack gap="2">
            <Box as="span" aria-hidden="true" cursor="grab" color="fg.muted" px="1" title={t`Drag to reorder`} {...drag.handleProps(index)}>
              ⠿
            </Box>
            <Text fontWeight="semibold">{title}</Text>
          </HStack>
          <HStack gap="1">
            <MoveButtons index={index} count={count} onMove={onMove} upLabel={t`Move ${title} up`} downLabel={t`Move ${title} down`} />
            <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove} disabled={Boolean(removeBlocked)} title={removeBlocked} aria-label={t`Remove ${title}`}>
              <Trans>Remove</Trans>
            </Button>
          </HStack>
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  )
}
