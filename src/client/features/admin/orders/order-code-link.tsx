import { Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { monoFont } from '../../../ui/mono-font.ts'

/** An order's code, in the monospace face and on one line, opening its details. */
export function OrderCodeLink({ code }: { code: string }) {
  return (
    <ChakraLink asChild fontFamily={monoFont} fontWeight="semibold" whiteSpace="nowrap">
      <Link to="/admin/orders/details" search={{ code }}>
        {code}
      </Link>
    </ChakraLink>
  )
}
