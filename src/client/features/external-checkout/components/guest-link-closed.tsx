import { Button, EmptyState, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useDocumentTitle } from '../../../ui/use-document-title.ts'
import { askNewGuestLink } from '../guest-link-api.ts'

/**
 * A guest's link that no longer opens the order (410: past its end, or revoked by the team): a
 * new one goes to the email used at purchase, which the page neither asks for nor shows.
 */
export function GuestLinkClosed({ code, accessToken, revoked }: { code: string; accessToken: string; revoked: boolean }) {
  const { t } = useLingui()
  const ask = useMutation({ mutationFn: () => askNewGuestLink(code, accessToken) })
  const title = revoked ? t`This link to your order was revoked` : t`This link to your order has expired`
  useDocumentTitle(title)
  return (
    <EmptyState.Root data-testid="guest-link-closed">
      <EmptyState.Content>
        <EmptyState.Title as="h1">{title}</EmptyState.Title>
        <EmptyState.Description>
          <Trans>For your safety, a link to an order stops working after a while. We can send a new one to the email used at purchase.</Trans>
        </EmptyState.Description>
        {ask.isSuccess ? (
          <Text role="status" fontWeight="medium">
            <Trans>We sent a new link to the email used at purchase. Open your order with it: this one no longer works.</Trans>
          </Text>
        ) : (
          <Button onClick={() => ask.mutate()} loading={ask.isPending}>
            <Trans>Send me a new link</Trans>
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
