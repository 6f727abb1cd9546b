import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import * as v from 'valibot'
import { ApiError } from '../../api.ts'
import { translateValidationMessage } from './validation-messages.ts'

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

export interface SchemaFormOptions<F extends string, S extends v.GenericSchema> {
  /** The domain schema the server parses the request with. */
  schema: S
  /** Every field as the text the user sees, in screen order (the order decides which bad field gets focus). */
  initial: Record<F, string>
  /** Builds the schema's input from the typed texts (a date in the reader's format to ISO, nesting); default: the texts. */
  toInput?: (values: Record<F, string>) => unknown
  /** The field a schema issue or a server `fields` key (a dot path) belongs to; default: the key when it names a field. */
  fieldOf?: (path: string) => F | undefined
}

/**
 * A form checked with the same valibot schema as the server: the first problem of each field, in
 * the reader's language, next to the field (errors show after the first attempt to send, then
 * follow the typing); the server's `fields` are shown the same way; focus goes to the first bad
 * field. Chakra's Field.Root ties each error to its control (aria-invalid, aria-describedby).
 */
export function useSchemaForm<F extends string, S extends v.GenericSchema>({ schema, initial, toInput, fieldOf }: SchemaFormOptions<F, S>) {
  const order = Object.keys(initial) as F[]
  const toField = fieldOf ?? ((path: string) => (order.includes(path as F) ? (path as F) : undefined))
  const [values, setValues] = useState(initial)
  const [attempted, setAttempted] = useState(false)
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({})
  const [focusRequest, setFocusRequest] = useState(0)
  const controls = useRef<Partial<Record<F, Control | null>>>({})

  const check = (current: Record<F, string>) => {
    const result = v.safeParse(schema, toInput ? toInput(current) : current)
    if (result.success) return { output: result.output as v.InferOutput<S>, errors: {} }
    const errors: Partial<Record<F, string>> = {}
    for (const issue of result.issues) {
      const path = v.getDotPath(issue)
      const field = path === null ? undefined : toField(path)
      if (field) errors[field] ??= issue.message
    }
    return { output: undefined, errors }
  }

  const clientErrors: Partial<Record<F, string>> = attempted ? check(values).errors : {}

  useEffect(() => {
    if (!focusRequest) return
    const first = order.find((field) => controls.current[field]?.getAttribute('aria-invalid') === 'true')
    if (first) controls.current[first]?.focus()
    // Only a new request moves the focus (the order of fields never changes).
  }, [focusRequest])

  const setValue = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setServerErrors((current) => {
      if (!(field in current)) return current
      const { [field]: _edited, ...rest } = current
      return rest as Partial<Record<F, string>>
    })
  }, [])

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
      const text = clientErrors[field] ?? serverErrors[field]
      return text ? translateValidationMessage(text) : undefined
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
    /** Checks with the schema; sends only a valid output, else shows the errors and focuses the first. */
    handleSubmit: (onValid: (output: v.InferOutput<S>) => void) => (event: FormEvent) => {
      event.preventDefault()
      setAttempted(true)
      const { output } = check(values)
      if (output === undefined) {
        setFocusRequest((count) => count + 1)
        return
      }
      onValid(output)
    },
    /** Shows a 400's `fields` next to their fields; false when the error names none of them. */
    showServerErrors: (error: unknown): boolean => {
      if (!(error instanceof ApiError)) return false
      const found: Partial<Record<F, string>> = {}
      for (const [path, text] of Object.entries(error.fields)) {
        const field = toField(path)
        if (field) found[field] ??= text
      }
      if (Object.keys(found).length === 0) return false
      setServerErrors(found)
      setFocusRequest((count) => count + 1)
      return true
    },
  }
}

export type SchemaForm<F extends string> = ReturnType<typeof useSchemaForm<F, v.GenericSchema>>
