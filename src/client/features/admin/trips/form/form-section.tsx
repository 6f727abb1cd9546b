import { Card, Heading, Stack, Text } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'

/** One titled part of the trip form (a landmark a screen reader can jump to). */
export function FormSection({ title, description, children }: { title: ReactNode; description?: ReactNode; children: ReactNode }) {
  const id = useId()
  return (
    <Card.Root as="section" size="sm" aria-labelledby={id}>
      <Card.Header>
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {description && (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        )}
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  )
}
