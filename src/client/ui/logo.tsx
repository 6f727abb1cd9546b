import { HStack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} aria-label="Roteiro">
      <HStack gap="2">
        <svg aria-hidden width="28" height="28" viewBox="0 0 32 32">
          <circle cx="16" cy="16" r="15" fill="#034184" />
          <path d="M9 21c4-9 10-12 14-10M13 10l3-3 3 3M16 7v8" stroke="#F2F4F8" strokeWidth="2.2" fill="none" strokeLinecap="round" />
        </svg>
        <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="tight" color="fg">
          Roteiro
        </Text>
      </HStack>
    </Link>
  )
}
