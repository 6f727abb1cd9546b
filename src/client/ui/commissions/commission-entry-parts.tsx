import { Badge, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { CommissionEntry } from '../../../domain/commission.ts'
import { formatSignedBRL } from './signed-brl.ts'

/** A reversal always reads as money going back, whichever sign the answer used. */
export const signedOf = (entry: CommissionEntry, cents: number) => (entry.kind === 'reversal' ? -Math.abs(cents) : cents)

/** Sale or reversal (a refund or cancellation after payment), and how the order reached the agency. */
export function EntryKind({ entry }: { entry: CommissionEntry }) {
  return (
    <Stack gap="1" align="start">
      {entry.kind === 'sale' ? (
        <Badge colorPalette="green" variant="subtle">
          <Trans>Sale</Trans>
        </Badge>
      ) : (
        <Badge colorPalette="red" variant="solid">
          <Trans>Reversal</Trans>
        </Badge>
      )}
      <Text fontSize="xs" color="fg.muted">
        {entry.channel === 'link' ? <Trans>Payment link</Trans> : <Trans>Seller code</Trans>}
      </Text>
    </Stack>
  )
}

/** An amount of an entry: a reversal's is negative and in the danger colour. */
export function EntryAmount({ entry, cents, detail }: { entry: CommissionEntry; cents: number; detail?: ReactNode }) {
  const signed = signedOf(entry, cents)
  return (
    <Stack gap="0" align="end">
      <Text whiteSpace="nowrap" fontVariantNumeric="tabular-nums" color={signed < 0 ? 'fg.error' : undefined} fontWeight={signed < 0 ? 'semibold' : undefined}>
        {formatSignedBRL(signed)}
      </Text>
      {detail && (
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {detail}
        </Text>
      )}
    </Stack>
  )
}
