import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { AuditEntity } from '../../../../domain/audit.ts'
import { api } from '../../../api.ts'
import { adminKeys } from '../list/use-admin-list.ts'

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value))

/** "Who changed what and when" for one entity, newest first (GET /api/admin/audit). */
export function AuditTrail({ entity, entityId }: { entity: AuditEntity; entityId: string | number }) {
  const { t, i18n } = useLingui()
  const { data } = useQuery({
    queryKey: [...adminKeys.resource('audit'), entity, String(entityId)],
    queryFn: () => api.get('/api/admin/audit', { params: { query: { entity, entityId: String(entityId), pageSize: 50 } } }),
  })
  const actions: Record<string, string> = {
    create: t`created`,
    update: t`changed`,
    delete: t`deleted`,
    refund: t`refunded`,
    payout: t`recorded a payout`,
    manifest_lock: t`locked a passenger list`,
    manifest_unlock: t`unlocked a passenger list`,
    rooming_move: t`moved a traveller to another room`,
    seat_move: t`moved a traveller to another seat`,
  }
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  return (
    <Box as="section" aria-labelledby={`audit-${entity}-${entityId}`}>
      <Heading as="h2" size="sm" mb="2" id={`audit-${entity}-${entityId}`}>
        <Trans>History</Trans>
      </Heading>
      {!data?.items.length ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>No changes recorded yet.</Trans>
        </Text>
      ) : (
        <Stack as="ol" gap="2" fontSize="sm" listStyleType="none">
          {data.items.map((entry) => (
            <li key={entry.id}>
              <Stack gap="0.5">
                <Text>
                  <Text as="span" color="fg.muted">
                    {when.format(new Date(entry.at))}
                  </Text>{' '}
                  {entry.actor.name || entry.actor.email} {actions[entry.action] ?? entry.action}
                </Text>
                {Object.entries(entry.changes).map(([field, [before, after]]) => (
                  <Text key={field} color="fg.muted" ps="3">
                    {field}: {shown(before)} → {shown(after)}
                  </Text>
                ))}
              </Stack>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  )
}
