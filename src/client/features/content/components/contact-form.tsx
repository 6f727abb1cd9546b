import { Alert, Button, Field, Input, Stack, Textarea } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react'
import * as v from 'valibot'
import { contactMessageSchema, type ContactMessage } from '../../../../domain/contact.ts'
import { ApiError } from '../../../api.ts'
import { showSuccess } from '../../../ui/toaster.ts'
import { useSendContactMessage } from '../api.ts'
import { describeValidationMessage } from '../validation-messages.ts'

type FieldName = keyof ContactMessage
type Values = Record<FieldName, string>
type Errors = Partial<Record<FieldName, string>>

const fieldOrder: FieldName[] = ['name', 'email', 'phone', 'subject', 'message']
const emptyValues: Values = { name: '', email: '', phone: '', subject: '', message: '' }
const isFieldName = (key: string): key is FieldName => (fieldOrder as string[]).includes(key)

/** The same schema the server parses with; the first problem of each field, as the server reports it. */
function validate(values: Values): { output: ContactMessage; errors?: undefined } | { output?: undefined; errors: Errors } {
  const result = v.safeParse(contactMessageSchema, values)
  if (result.success) return { output: result.output }
  const errors: Errors = {}
  for (const issue of result.issues) {
    const key = v.getDotPath(issue)
    if (key && isFieldName(key)) errors[key] ??= issue.message
  }
  return { errors }
}

function FormField({
  label,
  error,
  required,
  helper,
  children,
}: {
  label: ReactNode
  error?: string
  required?: boolean
  helper?: ReactNode
  children: ReactNode
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

/** The contact form: checked in the browser first, then by the server; what was typed survives a failure. */
export function ContactForm({ onSent }: { onSent: (sent: { name: string; email: string }) => void }) {
  const { t, i18n } = useLingui()
  const send = useSendContactMessage()
  const [values, setValues] = useState<Values>(emptyValues)
  // Errors show after the first attempt to send, then follow the typing.
  const [attempted, setAttempted] = useState(false)
  const [serverErrors, setServerErrors] = useState<Errors>({})
  const [failed, setFailed] = useState(false)
  const [focusRequest, setFocusRequest] = useState(0)
  const controls = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement | null>>>({})

  const clientErrors = attempted ? (validate(values).errors ?? {}) : {}
  const errorOf = (field: FieldName) => {
    const text = clientErrors[field] ?? serverErrors[field]
    return text ? i18n._(describeValidationMessage(text)) : undefined
  }

  useEffect(() => {
    if (!focusRequest) return
    const first = fieldOrder.find((field) => controls.current[field]?.getAttribute('aria-invalid') === 'true')
    if (first) controls.current[first]?.focus()
  }, [focusRequest])

  const bind = (field: FieldName) => ({
    name: field,
    value: values[field],
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      controls.current[field] = element
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }))
      setServerErrors(({ [field]: _edited, ...rest }) => rest)
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    setFailed(false)
    const { output } = validate(values)
    if (!output) {
      setFocusRequest((count) => count + 1)
      return
    }
    send.mutate(output, {
      onSuccess: () => {
        showSuccess(t`Message sent. We answer within one business day.`)
        onSent({ name: output.name, email: output.email })
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? Object.entries(error.fields).filter(([key]) => isFieldName(key)) : []
        if (fields.length > 0) {
          setServerErrors(Object.fromEntries(fields))
          setFocusRequest((count) => count + 1)
        } else {
          setFailed(true)
        }
      },
    })
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t`Contact form`}>
      <Stack gap="4">
        <FormField label={<Trans>Name</Trans>} error={errorOf('name')} required>
          <Input {...bind('name')} autoComplete="name" maxLength={120} />
        </FormField>
        <FormField label={<Trans>Email</Trans>} error={errorOf('email')} required>
          <Input {...bind('email')} type="email" autoComplete="email" inputMode="email" maxLength={200} />
        </FormField>
        <FormField
          label={<Trans>Phone or WhatsApp (optional)</Trans>}
          error={errorOf('phone')}
          helper={<Trans>With area code, if you prefer that we call you.</Trans>}
        >
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
        {failed && (
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
        <Button type="submit" alignSelf="flex-start" loading={send.isPending} loadingText={t`Sending…`}>
          <Trans>Send message</Trans>
        </Button>
      </Stack>
    </form>
  )
}
