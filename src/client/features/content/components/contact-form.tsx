import { Alert, Button, Fieldset, Input, Stack, Textarea } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { contactMessageSchema, type ContactMessage } from '../../../../domain/contact.ts'
import { DeliveryStatus } from '../../../ui/form/delivery-status.tsx'
import { FormField } from '../../../ui/form/form-field.tsx'
import { useOfflineSubmission } from '../../../ui/form/offline-submission.ts'
import { useSchemaForm } from '../../../ui/form/use-schema-form.ts'
import { useSendContactMessage } from '../api.ts'

/** The contact form: checked in the browser first, then by the server; what was typed survives a failure, and offline it waits for the network. */
export function ContactForm({ onSent }: { onSent: (sent: { name: string; email: string }) => void }) {
  const { t } = useLingui()
  const send = useSendContactMessage()
  const {
    formRef,
    send: sendOnce,
    delivery,
    waiting,
    onError: isWaiting,
  } = useOfflineSubmission((message: ContactMessage, idempotencyKey: string) => send.mutateAsync({ message, idempotencyKey }))
  const form = useSchemaForm({
    schema: contactMessageSchema,
    initial: { name: '', email: '', phone: '', subject: '', message: '' },
    submission: {
      send: sendOnce,
      onError: isWaiting,
      success: () => t`Message sent. We answer within one business day.`,
      onSaved: (_sent, output) => onSent({ name: output.name, email: output.email }),
      // Its own alert says what matters here: nothing typed is lost.
      failure: 'alert',
    },
  })
  const { errorOf, register: bind } = form

  return (
    <form ref={formRef} noValidate onSubmit={form.submit} aria-label={t`Contact form`}>
      <Stack gap="4">
        <Fieldset.Root disabled={waiting} gap="4">
          <FormField label={<Trans>Name</Trans>} error={errorOf('name')} required>
            <Input {...bind('name')} autoComplete="name" maxLength={120} />
          </FormField>
          <FormField label={<Trans>Email</Trans>} error={errorOf('email')} required>
            <Input {...bind('email')} type="email" autoComplete="email" inputMode="email" maxLength={200} />
          </FormField>
          <FormField label={<Trans>Phone or WhatsApp (optional)</Trans>} error={errorOf('phone')} helper={<Trans>With area code, if you prefer that we call you.</Trans>}>
            <Input {...bind('phone')} type="tel" autoComplete="tel" inputMode="tel" maxLength={30} />
          </FormField>
          <FormField label={<Trans>Subject</Trans>} error={errorOf('subject')} required>
            <Input {...bind('subject')} maxLength={150} />
          </FormField>
          <FormField
            label={<Trans>Message</Trans>}
            error={errorOf('message')}
            required
            helper={<Trans>At least 10 characters. If it is about a purchase, include the order code.</Trans>}
          >
            <Textarea {...bind('message')} rows={6} resize="vertical" maxLength={5000} />
          </FormField>
        </Fieldset.Root>
        <DeliveryStatus delivery={delivery} />
        {form.failure !== undefined && (
          <Alert.Root status="error" role="alert" bg="bg.error" color="fg" borderWidth="1px" borderColor="fg.error">
            <Alert.Indicator color="fg.error" />
            <Alert.Content>
              <Alert.Title>
                <Trans>Your message was not sent.</Trans>
              </Alert.Title>
              <Alert.Description>
                <Trans>Check your connection and try again: what you typed is still here.</Trans>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Button type="submit" alignSelf="flex-start" loading={form.sending} loadingText={t`Sending…`}>
          <Trans>Send message</Trans>
        </Button>
      </Stack>
    </form>
  )
}
