import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDigitableLine } from '../../../../domain/boleto.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { ApiError } from '../../../api-error.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { useOnline } from '../../offline/network-status.ts'
import { showError } from '../../../ui/toaster.ts'
import { boletoChargeQueryOptions, freshBoletoPdfUrl } from '../api.ts'
import { myOrdersSource, type OrderSource } from '../order-source.ts'
import { CopyButton } from '../../../ui/copy-button.tsx'
import { monoFont } from '../../../ui/mono-font.ts'

const formatDate = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))

/**
 * Downloads the PDF through a link signed just now. Fetched first (not a plain link), so a
 * failure is said in words instead of leaving the browser on an error page.
 */
function useBoletoDownload(code: string, source: OrderSource) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const response = await fetch(await freshBoletoPdfUrl(queryClient, code, source), { cache: 'no-store' })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const url = URL.createObjectURL(await response.blob())
      const link = Object.assign(document.createElement('a'), { href: url, download: `boleto-${code}.pdf` })
      document.body.append(link)
      link.click()
      link.remove()
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
    } catch {
      showError(t`Could not supply the bank slip PDF`)
    } finally {
      setBusy(false)
    }
  }
  return { download, busy }
}

/**
 * A bank slip order's slip to pay next: its linha digitável (to copy), the PDF with every slip, and
 * the confirmation delay. While pending that is the first slip; once paid (the first slip paid the
 * order) only an order in installments has one, the second, and the first is listed as paid.
 */
export function BoletoPanel({ code, pending, source = myOrdersSource }: { code: string; pending: boolean; source?: OrderSource }) {
  const { t, i18n } = useLingui()
  const boleto = useQuery(boletoChargeQueryOptions(code, source))
  const { download, busy } = useBoletoDownload(code, source)
  const online = useOnline()
  if (boleto.isPending && online) return <Skeleton height="40" aria-busy />
  // Offline the request's retry waits for the network: pending, not failed.
  if (boleto.isPending || boleto.isError) {
    const offline = boleto.isPending || (boleto.error instanceof ApiError && boleto.error.status === 0)
    return offline ? (
      <FormAlert status="info" title={t`The bank slip opens when you are back online.`} />
    ) : (
      <FormAlert status="error" title={t`Could not supply the bank slip PDF`} />
    )
  }
  const { slips } = boleto.data
  const next = slips[pending ? 0 : 1]
  if (!next) return null
  const line = formatDigitableLine(next.digitableLine)
  const dueDate = formatDate(next.dueDate, i18n.locale)
  const nextNumber = next.number
  return (
    <Stack gap="4" data-testid="boleto-panel">
      <Stack gap="1">
        <Text fontSize="sm" fontWeight="medium" id={`line-${code}`}>
          {slips.length === 1 ? <Trans>Linha digitável</Trans> : pending ? <Trans>Linha digitável of the first slip</Trans> : <Trans>Linha digitável of slip {nextNumber}</Trans>}
        </Text>
        <Box
          as="output"
          aria-labelledby={`line-${code}`}
          fontFamily={monoFont}
          fontSize={{ base: 'sm', md: 'md' }}
          bg="bg.subtle"
          borderWidth="1px"
          borderRadius="l2"
          px="3"
          py="2"
          wordBreak="break-word"
          data-testid="digitable-line"
        >
          {line}
        </Box>
        <Text fontSize="sm" color="fg.muted">
          <Trans>Due on {dueDate}</Trans>
        </Text>
      </Stack>
      <HStack gap="3" wrap="wrap">
        <Button onClick={() => void download()} loading={busy} loadingText={t`Downloading…`}>
          <Trans>Download bank slip (PDF)</Trans>
        </Button>
        <CopyButton text={next.digitableLine} copied={t`Linha digitável copied`}>
          <Trans>Copy linha digitável</Trans>
        </CopyButton>
      </HStack>
      {slips.length > 1 && (
        <Stack as="ol" gap="1" fontSize="sm" listStyleType="none" aria-label={t`Bank slips`}>
          {slips.map((slip) => {
            const amount = formatBRL(slip.amountCents)
            const due = formatDate(slip.dueDate, i18n.locale)
            const number = slip.number
            return (
              <Text as="li" key={slip.number} color="fg.muted">
                {!pending && slip.number < nextNumber ? (
                  <Trans>
                    Slip {number}: {amount}, paid
                  </Trans>
                ) : (
                  <Trans>
                    Slip {number}: {amount}, due on {due}
                  </Trans>
                )}
              </Text>
            )
          })}
        </Stack>
      )}
      {pending && <FormAlert status="info" title={t`Bank slip confirmation may take hours or days.`} />}
    </Stack>
  )
}
