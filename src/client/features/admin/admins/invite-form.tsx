import { Button, Card, HStack, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { invitationSchema } from '../../../../domain/user.ts'
import { TextField } from '../form/text-field.tsx'
import { useAdminForm } from '../form/use-admin-form.ts'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { inviteAdmin } from './api.ts'

/** Mails an invitation: a single-use link to /admin/signup, valid 7 days. */
export function InviteForm() {
  const { t } = useLingui()
  const invite = useAdminMutation('admins', inviteAdmin, (invitation) => t`Invitation sent to ${invitation.email}`)
  const form = useAdminForm(
    invitationSchema,
    { email: '' },
    {
      send: ({ email }) => invite.mutateAsync(email),
      onSaved: () => {
        form.reset()
      },
    },
  )
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
