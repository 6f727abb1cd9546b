import { Badge, List, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { BoardingTraveller } from '../../../../domain/boarding-report.ts'
import type { TravellerDragProps } from './board-drag.ts'
import { keyOf, useNameOf } from './board-travellers.ts'

/** A list of travellers by name with their order and seat, or a line saying there is none; with `drag`, each line can be dragged onto a free seat. */
export function Travellers({ travellers, empty, testId, drag }: { travellers: BoardingTraveller[]; empty: string; testId: string; drag?: TravellerDragProps }) {
  const nameOf = useNameOf()
  if (travellers.length === 0)
    return (
      <Text color="fg.muted" data-testid={testId}>
        {empty}
      </Text>
    )
  return (
    <List.Root variant="plain" gap="1" data-testid={testId}>
      {travellers.map((each) => (
        <List.Item key={keyOf(each)} display="flex" gap="2" flexWrap="wrap" {...drag?.sourceProps(each)}>
          <Text>{nameOf(each)}</Text>
          {each.data.minor && (
            <Badge size="sm" colorPalette="orange">
              <Trans>minor</Trans>
            </Badge>
          )}
          <Text as="span" color="fg.muted" fontSize="sm">
            {each.orderCode} · {each.seat ? `${each.seat.vehicleName} ${each.seat.number}` : <Trans>no seat</Trans>}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  )
}
