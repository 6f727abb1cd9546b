import { Button, Card, HStack, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import * as v from 'valibot'
import { invitationSchema } from '../../../../domain/user.ts'
import { describeApiError } from '../../../ui/form/api-messages.ts'
import { showError } from '../../../ui/toaster.ts'
import { showServerErrors } from '../form/field-error.ts'
import { TextField } from '../form/text-field.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { inviteAdmin } from './api.ts'

/** Mails an invitation: a single-use link to /admin/signup, valid 7 days. */
export function InviteForm() {
  const { t } = useLingui()
  const invite = useAdminMutation('admins', inviteAdmin, (invitation) => t`Invitation sent to ${invitation.email}`)
  const form = useForm({
    defaultValues: { email: '' },
    validators: { onChange: invitationSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await invite.mutateAsync(v.parse(invitationSchema, value).email)
        formApi.reset()
      } catch (error) {
        if (!showServerErrors(formApi, error)) showError(describeApiError(error))
      }
    },
  })
  return (
    <Card.Root size="sm">
      <Card.Body>
        <form
          noValidate
          aria-label={t`Invite an administrator`}
          onSubmit={(event) => {
            event.preventDefault()
            void form.handleSubmit()
          }}
        >
          <Stack gap="3">
            <form.Field name="email">
              {(field) => (
                <TextField field={field} label={t`Email of the new administrator`} type="email" required helper={t`We mail a link valid for 7 days to create the account.`} />
              )}
            </form.Field>
            <HStack>
              <form.Subscribe selector={(state) => state.isSubmitting}>
                {(submitting) => (
                  <Button type="submit" colorPalette="brand" loading={submitting}>
                    <Trans>Invite administrator</Trans>
                  </Button>
                )}
              </form.Subscribe>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  )
}
