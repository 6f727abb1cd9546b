import { Button, CloseButton, Dialog, List, Portal, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { FISCAL_RETENTION_YEARS } from '../../../../domain/my-data.ts'
import { describeApiError } from '../../../ui/form/api-messages.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { useRequestDeletion } from '../my-data-api.ts'
import { DeletionCodeForm } from './deletion-code-form.tsx'
import { DangerDialogFooter } from '../../../ui/danger-dialog-footer.tsx'

/**
 * "Delete my account": a dialog that says what is erased and what is kept, mails a code, then
 * takes the code (DeletionCodeForm), after which the browser is signed out on the home page.
 */
export function DeleteAccountDialog({ email }: { email: string }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [codeSentUntil, setCodeSentUntil] = useState<string>()
  const [failure, setFailure] = useState<string>()
  const request = useRequestDeletion()
  const years = FISCAL_RETENTION_YEARS

  const sendCode = async () => {
    setFailure(undefined)
    try {
      setCodeSentUntil((await request.mutateAsync()).expiresAt)
    } catch (error) {
      setFailure(describeApiError(error))
    }
  }
  const resend = async () => setCodeSentUntil((await request.mutateAsync()).expiresAt)
  const changeOpen = (next: boolean) => {
    setOpen(next)
    if (!next) {
      setCodeSentUntil(undefined)
      setFailure(undefined)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => changeOpen(details.open)} role="alertdialog" size="md">
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="red">
          <Trans>Delete my account</Trans>
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Delete your account?</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {codeSentUntil ? (
                <DeletionCodeForm email={email} expiresAt={codeSentUntil} onResend={resend} resending={request.isPending} />
              ) : (
                <Stack gap="3" fontSize="sm">
                  {failure && <FormAlert status="error" title={failure} />}
                  <Text fontWeight="semibold">
                    <Trans>What is erased:</Trans>
                  </Text>
                  <List.Root ps="5" listStyleType="disc">
                    <List.Item>
                      <Trans>your name, email, CPF, phone, address, date of birth, password and Google sign-in;</Trans>
                    </List.Item>
                    <List.Item>
                      <Trans>your custom trip requests and the messages you sent us;</Trans>
                    </List.Item>
                    <List.Item>
                      <Trans>every session: you are signed out on all your devices. An order still waiting for payment is canceled.</Trans>
                    </List.Item>
                  </List.Root>
                  <Text fontWeight="semibold">
                    <Trans>What is kept:</Trans>
                  </Text>
                  <Text>
                    <Trans>
                      Your orders, without your personal data (code, trip, amounts, payments and status), for {years} years, as Brazilian tax law requires (CTN, arts. 173 and 174).
                    </Trans>
                  </Text>
                  <Text>
                    <Trans>To confirm, we will send a 6-digit code to {email}.</Trans>
                  </Text>
                </Stack>
              )}
            </Dialog.Body>
            {!codeSentUntil && (
              <DangerDialogFooter
                keep={<Trans>Cancel</Trans>}
                action={<Trans>Send me the code</Trans>}
                loading={request.isPending}
                loadingText={t`Sending…`}
                onAction={() => void sendCode()}
              />
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
