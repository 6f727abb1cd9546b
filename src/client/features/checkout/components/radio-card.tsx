import { Box, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

interface RadioCardProps<V extends string> {
  name: string
  value: V
  checked: boolean
  onChange: (value: V) => void
  title: ReactNode
  description: ReactNode
  describedBy?: string
}

/** One choice of a checkout's native radio group (the method, the plan) as a bordered card: its title and what it means. */
export function RadioCard<V extends string>({ name, value, checked, onChange, title, description, describedBy }: RadioCardProps<V>) {
  return (
    <HStack
      as="label"
      alignItems="flex-start"
      gap="3"
      p="3"
      borderWidth="1px"
      borderRadius="l2"
      borderColor={checked ? 'brand.border' : 'border'}
      bg={checked ? 'brand.subtle' : 'bg.subtle'}
      cursor="pointer"
      _hover={{ borderColor: 'brand.border' }}
      css={{
        '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
        '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
      }}
      data-testid={`${name}-${value}`}
    >
      <Box as="span" pt="0.5">
        <input
          type="radio"
          name={name}
          value={value}
          checked={checked}
          onChange={() => onChange(value)}
          aria-describedby={describedBy}
          style={{ width: '1.1rem', height: '1.1rem', accentColor: 'currentColor' }}
        />
      </Box>
      <Stack gap="0.5">
        <Text as="span" fontWeight="semibold">
          {title}
        </Text>
        <Text as="span" fontSize="sm" color="fg.muted">
          {description}
        </Text>
      </Stack>
    </HStack>
  )
}
