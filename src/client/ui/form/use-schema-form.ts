import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type * as v from 'valibot'
import type { FieldIssue } from '../../../domain/api-error.ts'
import { schemaFieldIssues, serverFieldIssues } from './field-issues.ts'
import { submitForm, type FormSubmission } from './submit-form.ts'
import { describeFieldIssue } from './validation-messages.ts'

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

export interface SchemaFormOptions<F extends string, S extends v.GenericSchema, O> {
  /** The domain schema the server parses the request with. */
  schema: S
  /** Every field as the text the user sees, in screen order (the order decides which bad field gets focus). */
  initial: Record<F, string>
  /** Builds the schema's input from the typed texts (a date in the reader's format to ISO, nesting); default: the texts. */
  toInput?: (values: Record<F, string>) => unknown
  /** The field a schema issue or a server `fieldCodes` key (a dot path) belongs to; default: the key when it names a field. */
  fieldOf?: (path: string) => F | undefined
  /** What `submit` does with the valid output (see submitForm); a form that sends by itself uses `handleSubmit`. */
  submission?: FormSubmission<v.InferOutput<S>, O>
}

/**
 * A form checked with the same valibot schema as the server, and sent through the one submit path
 * (submitForm): the first problem of each field, in the reader's language, next to the field
 * (errors show after the first attempt to send, then follow the typing); the server's field codes
 * are shown the same way; focus goes to the first bad field. Chakra's Field.Root ties each error to
 * its control (aria-invalid, aria-describedby). Plain React state, no form library: the public
 * pages' first visit has a JavaScript budget (docs/DECISIONS.md).
 */
export function useSchemaForm<F extends string, S extends v.GenericSchema, O = unknown>({ schema, initial, toInput, fieldOf, submission }: SchemaFormOptions<F, S, O>) {
  const [order] = useState(() => Object.keys(initial) as F[])
  const toField = fieldOf ?? ((path: string) => (order.includes(path as F) ? (path as F) : undefined))
  const [values, setValues] = useState(initial)
  const [attempted, setAttempted] = useState(false)
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, FieldIssue>>>({})
  const [failure, setFailure] = useState<string>()
  const [sending, setSending] = useState(false)
  const [focusRequest, setFocusRequest] = useState(0)
  const controls = useRef<Partial<Record<F, Control | null>>>({})

  const byField = (issues: Record<string, FieldIssue>) => {
    const found: Partial<Record<F, FieldIssue>> = {}
    for (const [path, issue] of Object.entries(issues)) {
      const field = toField(path)
      if (field) found[field] ??= issue
    }
    return found
  }
  const check = (current: Record<F, string>) => {
    const result = schemaFieldIssues(schema, toInput ? toInput(current) : current)
    return { output: result.output, errors: result.issues ? byField(result.issues) : {} }
  }

  const clientErrors: Partial<Record<F, FieldIssue>> = attempted ? check(values).errors : {}

  useEffect(() => {
    if (!focusRequest) return
    const first = order.find((field) => controls.current[field]?.getAttribute('aria-invalid') === 'true')
    if (first) controls.current[first]?.focus()
  }, [focusRequest, order])

  const setValue = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setServerErrors((current) => {
      if (!(field in current)) return current
      const { [field]: _edited, ...rest } = current
      return rest as Partial<Record<F, FieldIssue>>
    })
  }, [])

  /** Checks with the schema; hands over only a valid output, else shows the errors and focuses the first. */
  const handleSubmit = (onValid: (output: v.InferOutput<S>) => void) => (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    const { output } = check(values)
    if (output === undefined) {
      setFocusRequest((count) => count + 1)
      return
    }
    onValid(output)
  }

  /** Shows a refusal's field codes next to their fields; false when it names none of them. */
  const showServerErrors = (error: unknown): boolean => {
    const found = byField(serverFieldIssues(error))
    if (Object.keys(found).length === 0) return false
    setServerErrors(found)
    setFocusRequest((count) => count + 1)
    return true
  }

  return {
    values,
    setValue,
    /** Replaces every value (e.g. the profile once loaded or saved) and forgets the errors. */
    reset: (next: Record<F, string>) => {
      setValues(next)
      setAttempted(false)
      setServerErrors({})
    },
    /** The error shown under a field, in the reader's language. */
    errorOf: (field: F): string | undefined => {
      const issue = clientErrors[field] ?? serverErrors[field]
      return issue && describeFieldIssue(issue)
    },
    /** Props for a control: name, value, change and the ref that lets focus reach it. */
    register: (field: F) => ({
      name: field,
      value: values[field],
      ref: (element: Control | null) => {
        controls.current[field] = element
      },
      onChange: (event: ChangeEvent<Control>) => setValue(field, event.target.value),
    }),
    handleSubmit,
    showServerErrors,
    /** The form's onSubmit: checks, then sends through `submission`. */
    submit: handleSubmit((output) => {
      if (!submission) return
      setSending(true)
      void submitForm(submission, output, { showFieldErrors: showServerErrors, setFailure }).finally(() => setSending(false))
    }),
    /** A refusal that names no field, when `submission.failure` is 'alert': show it in a FormAlert. */
    failure,
    /** True while `submit`'s request is on its way. */
    sending,
  }
}

export type SchemaForm<F extends string> = ReturnType<typeof useSchemaForm<F, v.GenericSchema>>
