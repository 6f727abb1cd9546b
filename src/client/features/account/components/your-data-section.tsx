import { Separator, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Profile } from '../../../../domain/user.ts'
import { DownloadButton } from '../../../ui/download-button.tsx'
import { downloadMyData } from '../my-data-api.ts'
import { DeleteAccountDialog } from './delete-account-dialog.tsx'

/**
 * "Your data" (LGPD art. 18): a copy of everything kept about the account, as a JSON file, and
 * the deletion of the account, confirmed by a mailed code.
 */
export function YourDataSection({ profile }: { profile: Profile }) {
  const { t } = useLingui()
  return (
    <Stack gap="5">
      <Stack gap="3" align="flex-start">
        <Text color="fg.muted" fontSize="sm">
          <Trans>
            Download a copy of everything we keep about your account: profile, purchases and their travellers, custom trip requests, contact messages, sessions, notification
            choices and waitlist places, in a JSON file.
          </Trans>
        </Text>
        <DownloadButton variant="outline" download={downloadMyData} loadingText={t`Preparing the file…`}>
          <Trans>Download my data</Trans>
        </DownloadButton>
      </Stack>
      <Separator />
      <Stack gap="3" align="flex-start">
        <Text color="fg.muted" fontSize="sm">
          <Trans>Deleting your account erases your personal data and signs you out on every device. It cannot be undone.</Trans>
        </Text>
        <DeleteAccountDialog email={profile.email} />
      </Stack>
    </Stack>
  )
}
