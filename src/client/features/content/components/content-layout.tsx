import { chakra, Container, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'
import { PageTitle } from '../../../ui/page-title.tsx'

/** The readable frame every institutional page shares: one column, its h1, then sections. */
export function ContentLayout({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <PageTitle documentTitle={title} subtitle={subtitle}>
        {title}
      </PageTitle>
      <Stack gap="10">{children}</Stack>
    </Container>
  )
}

/** An h2 section, named by its heading for screen readers' landmark lists. */
export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId()
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" id={id} size="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text lineHeight="tall">{children}</Text>
}

export function BulletList({ children }: { children: ReactNode }) {
  return (
    <chakra.ul ps="5" listStyleType="disc" lineHeight="tall" display="flex" flexDirection="column" gap="2" css={{ '& li::marker': { color: 'accent' } }}>
      {children}
    </chakra.ul>
  )
}

/** A link out of the app (mail, phone, WhatsApp): underlined, since it sits inside running text. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const opensTab = href.startsWith('http')
  return (
    <Link href={href} variant="underline" display="inline" {...(opensTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </Link>
  )
}
