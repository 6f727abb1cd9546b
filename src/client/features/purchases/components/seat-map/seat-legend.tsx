import { Box, HStack, Text, type BoxProps } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

function Key({ children, ...look }: { children: ReactNode } & Pick<BoxProps, 'bg' | 'borderColor' | 'borderStyle' | 'borderLeftWidth'>) {
  return (
    <HStack gap="1.5">
      <Box width="4" height="4" borderWidth="1px" borderRadius="l1" {...look} />
      <Text fontSize="xs">{children}</Text>
    </HStack>
  )
}

/** What the seats' looks mean (each seat also says it in its name, for a screen reader). */
export function SeatLegend() {
  return (
    <HStack gap="4" wrap="wrap" aria-hidden="true">
      <Key bg="bg" borderColor="border.emphasized">
        <Trans>Free seat</Trans>
      </Key>
      <Key bg="bg.emphasized" borderColor="border">
        <Trans>Taken seat</Trans>
      </Key>
      <Key bg="bg.muted" borderColor="border" borderStyle="dashed">
        <Trans>Seat not for sale</Trans>
      </Key>
      <Key bg="brand.solid" borderColor="brand.solid">
        <Trans>This order’s seat</Trans>
      </Key>
      <Key bg="bg" borderColor="border.emphasized" borderLeftWidth="5px">
        <Trans>Window side</Trans>
      </Key>
    </HStack>
  )
}
