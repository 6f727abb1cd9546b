import { Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

interface TwoLineCellProps {
  main: ReactNode
  /** A smaller, muted second line. */
  detail?: ReactNode
  /** Keeps the second line whole: a CPF or a phone number never breaks at its dash. */
  detailOnOneLine?: boolean
}

/** A table cell's text over a second line: a payer over their CPF, an item over its option. */
export function TwoLineCell({ main, detail, detailOnOneLine = false }: TwoLineCellProps) {
  return (
    <Stack gap="0">
      <Text>{main}</Text>
      {detail && (
        <Text fontSize="xs" color="fg.muted" whiteSpace={detailOnOneLine ? 'nowrap' : undefined}>
          {detail}
        </Text>
      )}
    </Stack>
  )
}
