import { Button, Card, HStack, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import * as v from 'valibot'
import { airlineInputSchema, type Airline } from '../../../../domain/airline.ts'
import { AuditTrail } from '../audit/audit-trail.tsx'
import { showServerErrors } from '../form/field-error.ts'
import { TextField } from '../form/text-field.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { saveAirline } from './api.ts'

/** Creates an airline, or renames `airline`; its history shows under the form. */
export function AirlineForm({ airline, onDone }: { airline?: Airline; onDone: () => void }) {
  const { t } = useLingui()
  const save = useAdminMutation('airlines', saveAirline, () => (airline ? t`Airline updated` : t`Airline created`))
  const form = useForm({
    defaultValues: { name: airline?.name ?? '' },
    validators: { onChange: airlineInputSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await save.mutateAsync({ id: airline?.id, input: v.parse(airlineInputSchema, value) })
        onDone()
      } catch (error) {
        showServerErrors(formApi, error)
      }
    },
  })
  return (
    <Card.Root size="sm">
      <Card.Body>
        <form
          noValidate
          aria-label={airline ? t`Edit airline` : t`New airline`}
          onSubmit={(event) => {
            event.preventDefault()
            void form.handleSubmit()
          }}
        >
          <Stack gap="4">
          <form.Field name="name">{(field) => <TextField field={field} label={t`Name`} required />}</form.Field>
          <HStack gap="2">
            <form.Subscribe selector={(state) => state.isSubmitting}>
              {(submitting) => (
                <Button type="submit" colorPalette="brand" loading={submitting}>
                  <Trans>Save</Trans>
                </Button>
              )}
            </form.Subscribe>
            <Button variant="outline" onClick={onDone}>
              <Trans>Cancel</Trans>
            </Button>
          </HStack>
            {airline && <AuditTrail entity="airline" entityId={airline.id} />}
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  )
}
