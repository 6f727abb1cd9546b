import { Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { AdminUserDetails } from '../../../../domain/admin/user.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { useSession } from '../../../session.ts'
import { describeApiCode, describeApiError } from '../../../ui/form/api-messages.ts'
import { showError } from '../../../ui/toaster.ts'
import { AuditTrail } from '../audit/audit-trail.tsx'
import { ConfirmButton } from '../../../ui/confirm-button.tsx'
import { deleteUser, userDetailsOptions } from './api.ts'
import { usePeopleMutation } from './use-people-mutation.ts'
import { UserForm } from './user-form.tsx'
import { UserTypeBadge } from './user-type-badge.tsx'

function Facts({ user }: { user: AdminUserDetails }) {
  const { i18n } = useLingui()
  const created = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short' }).format(new Date(user.createdAt))
  const paid = formatBRL(user.paidCents)
  const orders = user.orders
  return (
    <Stack gap="1" fontSize="sm" color="fg.muted">
      <Text>
        <Trans>Account created on {created}</Trans>
      </Text>
      <Text>
        <Plural value={orders} _0={`No orders`} one={`# order, ${paid} paid`} other={`# orders, ${paid} paid`} />
      </Text>
      <Text>{user.googleLinked ? <Trans>Linked to a Google account.</Trans> : <Trans>Not linked to Google.</Trans>}</Text>
      {user.agency && <Text>{user.agency.approved ? <Trans>Approved agency.</Trans> : <Trans>Agency waiting for approval.</Trans>}</Text>}
    </Stack>
  )
}

/** One account: what the agency knows about it, the correction form, deletion and history. */
export function UserPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useLingui()
  const details = useQuery(userDetailsOptions(id))
  const remove = usePeopleMutation(deleteUser, () => t`User deleted`)
  const ownId = useSession().user?.id
  const user = details.data
  const removeUser = async () => {
    try {
      await remove.mutateAsync(id)
      onClose()
    } catch (error) {
      showError(describeApiError(error))
      throw error
    }
  }
  return (
    <Card.Root size="sm">
      <Card.Body>
        {!user ? (
          <Skeleton h="40" aria-busy="true" />
        ) : (
          <Stack gap="5">
            <Stack gap="2">
              <HStack gap="3" wrap="wrap">
                <Heading as="h2" size="md">
                  {`${user.firstName} ${user.lastName}`.trim()}
                </Heading>
                <UserTypeBadge type={user.type} />
              </HStack>
              <Facts user={user} />
            </Stack>
            <UserForm key={user.id} user={user} onClose={onClose} />
            <HStack>
              <ConfirmButton
                title={t`Delete the account of ${user.email}?`}
                description={user.orders > 0 ? describeApiCode('user.has_orders') : t`The account and its sessions end now; this cannot be undone.`}
                disabled={user.orders > 0 || user.id === ownId}
                onConfirm={removeUser}
              >
                <Trans>Delete account</Trans>
              </ConfirmButton>
            </HStack>
            <AuditTrail entity="user" entityId={user.id} />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  )
}
