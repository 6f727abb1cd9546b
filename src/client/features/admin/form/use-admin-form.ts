import { useForm } from '@tanstack/react-form'
import * as v from 'valibot'
import { schemaFieldIssues } from '../../../ui/form/field-issues.ts'
import { submitForm, type FormSubmission } from '../../../ui/form/submit-form.ts'
import { showServerErrors, toFieldName } from './field-error.ts'

interface AdminFormOptions<TSchema extends v.GenericSchema, TValues> {
  /** What the form sends from its values (typed texts to the schema's input); default: the values. */
  toInput?: (values: TValues) => unknown
  /** Runs before a send: returning false stops it (nothing changed, say). */
  shouldSend?: (input: v.InferOutput<TSchema>) => boolean
  /** A send the schema stopped (the fields already say why). */
  onInvalid?: () => void
}

/**
 * An admin form on a domain schema (the one the API parses the body with), held by TanStack Form
 * for its nested and array fields: the schema checks what would be sent while typing (each
 * problem as its field code, on the field it names), and a valid send goes through the one submit
 * path of every form (submitForm): the API's field codes land on their fields, other refusals are
 * toasted once.
 */
export function useAdminForm<TSchema extends v.GenericSchema, O, TValues = v.InferInput<TSchema>>(
  schema: TSchema,
  defaultValues: TValues,
  submission: FormSubmission<v.InferOutput<TSchema>, O>,
  { toInput = (values) => values, shouldSend, onInvalid }: AdminFormOptions<TSchema, TValues> = {},
) {
  return useForm({
    defaultValues,
    validators: {
      onChange: ({ value }) => {
        const { issues } = schemaFieldIssues(schema, toInput(value))
        return issues && { fields: Object.fromEntries(Object.entries(issues).map(([path, issue]) => [toFieldName(path), issue])) }
      },
    },
    onSubmitInvalid: onInvalid,
    onSubmit: async ({ value, formApi }) => {
      const input = v.parse(schema, toInput(value))
      if (shouldSend && !shouldSend(input)) return
      await submitForm(submission, input, { showFieldErrors: (error) => showServerErrors(formApi, error), setFailure: () => undefined })
    },
  })
}
