import { Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useDocumentTitle } from './use-document-title.ts'

/** A screen's heading; it also names the browser tab. */
export function PageTitle({ children, subtitle, documentTitle }: { children: ReactNode; subtitle?: ReactNode; documentTitle: string }) {
  useDocumentTitle(documentTitle)
  return (
    <Stack gap="1" mb="6">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        {children}
      </Heading>
      {subtitle && <Text color="fg.muted">{subtitle}</Text>}
    </Stack>
  )
}
