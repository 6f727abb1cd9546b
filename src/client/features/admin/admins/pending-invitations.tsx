import { Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PendingInvitation } from '../../../../domain/admin/user.ts'
import { ConfirmButton } from '../../../ui/confirm-button.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { withdrawInvitation } from './api.ts'

/** Invitations mailed and not used yet; withdrawing one makes its link answer "expired or used". */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  const { t, i18n } = useLingui()
  const withdraw = useAdminMutation('admins', withdrawInvitation, () => t`Invitation withdrawn`)
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  return (
    <Box as="section" aria-labelledby="pending-invitations">
      <Heading as="h2" size="md" mb="3" id="pending-invitations">
        <Trans>Pending invitations</Trans>
      </Heading>
      {invitations.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>No invitation is waiting.</Trans>
        </Text>
      ) : (
        <Stack as="ul" aria-label={t`Pending invitations`} listStyleType="none" gap="2">
          {invitations.map((invitation) => {
            const expires = when.format(new Date(invitation.expiresAt))
            const invitedBy = invitation.invitedBy ?? '—'
            return (
              <Card.Root as="li" key={invitation.id} size="sm">
                <Card.Body>
                  <HStack justify="space-between" gap="3" wrap="wrap">
                    <Stack gap="0.5">
                      <Text fontWeight="semibold">{invitation.email}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        <Trans>
                          Invited by {invitedBy}; valid until {expires}
                        </Trans>
                      </Text>
                    </Stack>
                    <ConfirmButton
                      title={t`Withdraw the invitation to ${invitation.email}?`}
                      description={t`The mailed link stops working.`}
                      onConfirm={() => withdraw.mutateAsync(invitation.id)}
                    >
                      <Trans>Withdraw</Trans>
                    </ConfirmButton>
                  </HStack>
                </Card.Body>
              </Card.Root>
            )
          })}
        </Stack>
      )}
    </Box>
  )
}
