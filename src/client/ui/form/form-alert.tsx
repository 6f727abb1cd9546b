import { Alert } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/**
 * A form's answer that belongs to no single field (wrong password, expired code, link sent),
 * announced by screen readers. Colours from the semantic tokens: Chakra's palettes resolve to
 * their light values here.
 */
export function FormAlert({ status, title, children }: { status: 'error' | 'success' | 'info'; title: ReactNode; children?: ReactNode }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} bg={`bg.${status}`} color="fg" borderWidth="1px" borderColor={`fg.${status}`}>
      <Alert.Indicator color={`fg.${status}`} />
      <Alert.Content gap="1">
        <Alert.Title>{title}</Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  )
}
