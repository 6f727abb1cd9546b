import { Box, Button, Image, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { ApiError } from '../../../api-error.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { pixChargeQueryOptions } from '../api.ts'
import { myOrdersSource, type OrderSource } from '../order-source.ts'
import { CopyButton } from '../../../ui/copy-button.tsx'
import { useTimeLeft } from '../../../ui/use-time-left.ts'
import { Countdown } from './countdown.tsx'
import { monoFont } from '../../../ui/mono-font.ts'

function PixCode({ payload, qrCode, expiresAt }: { payload: string; qrCode: string; expiresAt: string }) {
  const { t } = useLingui()
  const left = useTimeLeft(expiresAt)
  if (left === 0) return <FormAlert status="error" title={t`Invalid Pix code: it has expired; place a new order`} />
  return (
    <Stack gap="4" direction={{ base: 'column', md: 'row' }} alignItems={{ md: 'flex-start' }}>
      <Box bg="white" p="2" borderRadius="l2" alignSelf={{ base: 'center', md: 'flex-start' }} flexShrink="0">
        <Image src={qrCode} alt={t`QR code of the Pix payment`} width="220px" height="220px" data-testid="pix-qr" />
      </Box>
      <Stack gap="3" flex="1" minW="0">
        <Countdown left={left} />
        <Text fontSize="sm" color="fg.muted">
          <Trans>Open your bank's app, choose Pix, and scan the QR code or paste the code below.</Trans>
        </Text>
        <label htmlFor="pix-payload">
          <Text as="span" fontSize="sm" fontWeight="medium">
            <Trans>Pix copy-and-paste code</Trans>
          </Text>
        </label>
        <Textarea
          id="pix-payload"
          value={payload}
          readOnly
          rows={4}
          fontFamily={monoFont}
          fontSize="xs"
          wordBreak="break-all"
          onFocus={(event) => event.currentTarget.select()}
          data-testid="pix-payload"
        />
        <CopyButton text={payload} copied={t`Pix code copied`} alignSelf="flex-start">
          <Trans>Copy Pix code</Trans>
        </CopyButton>
      </Stack>
    </Stack>
  )
}

/** A pending Pix order's code and QR image, its 30-minute countdown and the copy button. */
export function PixPanel({ code, source = myOrdersSource }: { code: string; source?: OrderSource }) {
  const { t } = useLingui()
  const pix = useQuery(pixChargeQueryOptions(code, source))
  if (pix.isPending) return <Skeleton height="56" aria-busy />
  if (pix.isError) {
    const expired = pix.error instanceof ApiError && pix.error.status === 410
    if (pix.error instanceof ApiError && pix.error.status === 0) return <FormAlert status="info" title={t`The Pix code opens when you are back online.`} />
    return (
      <Stack gap="3">
        <FormAlert status="error" title={expired ? t`Invalid Pix code: it has expired; place a new order` : t`Could not load the Pix code or QR code`} />
        {!expired && (
          <Button variant="outline" alignSelf="flex-start" onClick={() => void pix.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </Stack>
    )
  }
  return <PixCode {...pix.data} />
}
