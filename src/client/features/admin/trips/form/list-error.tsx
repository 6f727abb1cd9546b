import { Text } from '@chakra-ui/react'

/** The error of a whole list (no option yet, too many items), read out when it appears. */
export function ListError({ error }: { error?: string }) {
  if (!error) return null
  return (
    <Text role="alert" color="fg.error" fontSize="sm">
      {error}
    </Text>
  )
}
