import { Alert, Button } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { NavLink } from '../../../ui/nav-link.tsx'
import { ContactChannels } from './contact-channels.tsx'
import { ContactForm } from './contact-form.tsx'
import { ContentLayout, Paragraph, Section } from './content-layout.tsx'

function MessageSent({ name, email, onAnother }: { name: string; email: string; onAnother: () => void }) {
  const title = useRef<HTMLDivElement>(null)
  // The form that had focus is gone: the confirmation takes it, so a screen reader reads it.
  useEffect(() => title.current?.focus(), [])
  return (
    // Colours from the theme's semantic tokens: Chakra's green palette resolves to its light values here.
    <Alert.Root status="success" alignItems="flex-start" bg="bg.success" color="fg" borderWidth="1px" borderColor="fg.success">
      <Alert.Indicator color="fg.success" />
      <Alert.Content gap="2">
        <Alert.Title ref={title} tabIndex={-1} outline="none">
          <Trans>Message sent. Thank you, {name}!</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>We answer within one business day, at {email}.</Trans>
        </Alert.Description>
        <Button variant="outline" colorPalette="brand" alignSelf="flex-start" mt="2" onClick={onAnother}>
          <Trans>Send another message</Trans>
        </Button>
      </Alert.Content>
    </Alert.Root>
  )
}

export function ContactUsScreen() {
  const { t } = useLingui()
  const [sent, setSent] = useState<{ name: string; email: string }>()
  return (
    <ContentLayout title={t`Contact us`} subtitle={t`Questions about a trip, a purchase or a partnership? We answer within one business day.`}>
      <Section title={t`Our channels`}>
        <ContactChannels />
      </Section>
      <Section title={t`Send us a message`}>
        {sent ? (
          <MessageSent {...sent} onAnother={() => setSent(undefined)} />
        ) : (
          <>
            <Paragraph>
              <Trans>
                Before writing, you may find your answer in the{' '}
                <NavLink to="/faq" variant="underline" display="inline">
                  frequently asked questions
                </NavLink>
                .
              </Trans>
            </Paragraph>
            <ContactForm onSent={setSent} />
          </>
        )}
      </Section>
    </ContentLayout>
  )
}
