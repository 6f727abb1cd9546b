import { HStack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AdminOrder } from '../../../../domain/admin/order.ts'
import type { GuestAccess } from '../../../../domain/guest-access.ts'
import { ConfirmButton } from '../../../ui/confirm-button.tsx'
import { useFormats } from '../../../ui/use-formats.ts'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { revokeGuestLink } from './api.ts'

/** A guest's order: until when its link opens it, and "Revoke guest link" (a leaked mail, say); the guest can then ask for a new one, mailed to the payer. */
export function GuestLinkPanel({ order, access }: { order: AdminOrder; access: GuestAccess }) {
  const { t } = useLingui()
  const format = useFormats()
  const revoke = useAdminMutation('orders', revokeGuestLink, () => t`Guest link revoked`)
  return (
    <HStack wrap="wrap" data-testid="guest-link">
      <Text fontSize="sm" color="fg.muted">
        {access.revokedAt ? (
          <Trans>The guest's link was revoked on {format.dateTime(access.revokedAt)}; a new one goes to the payer's email when the guest asks.</Trans>
        ) : (
          <Trans>The guest's link opens this order until {format.dateTime(access.expiresAt)}.</Trans>
        )}
      </Text>
      {!access.revokedAt && (
        <ConfirmButton
          title={t`Revoke the guest link of the order ${order.code}?`}
          description={<Trans>The link in the guest's emails stops opening the order. The guest can ask for a new one, which goes to the payer's email only.</Trans>}
          confirmText={<Trans>Yes, revoke the link</Trans>}
          onConfirm={() => revoke.mutateAsync(order.code)}
        >
          <Trans>Revoke guest link</Trans>
        </ConfirmButton>
      )}
    </HStack>
  )
}
