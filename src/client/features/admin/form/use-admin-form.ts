import { useForm, type StandardSchemaV1 } from '@tanstack/react-form'
import * as v from 'valibot'
import { showServerErrors } from './field-error.ts'

/**
 * An admin form on a domain schema (the one the API parses the body with): it checks the values
 * while typing, `save` gets them parsed by the same schema, and the API's field errors land on
 * their fields (other errors were toasted by the API wrapper).
 */
export function useAdminForm<TSchema extends v.GenericSchema>(schema: TSchema, defaultValues: v.InferInput<TSchema>, save: (input: v.InferOutput<TSchema>) => Promise<unknown>) {
  return useForm({
    defaultValues,
    // A valibot schema is a Standard Schema of its input; TypeScript cannot see that through the generic.
    validators: { onChange: schema as unknown as StandardSchemaV1<v.InferInput<TSchema>> },
    onSubmit: async ({ value, formApi }) => {
      try {
        await save(v.parse(schema, value))
      } catch (error) {
        showServerErrors(formApi, error)
      }
    },
  })
}
