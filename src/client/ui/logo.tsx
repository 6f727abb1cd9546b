import { HStack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} aria-label="Roteiro">
      <HStack gap="2">
        <img src="/icons/favicon.svg" alt="" width={28} height={28} />
        <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="tight" color="fg">
          Roteiro
        </Text>
      </HStack>
    </Link>
  )
}
