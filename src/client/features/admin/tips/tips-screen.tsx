import { Button, Checkbox, HStack, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import type { AdminTip } from '../../../../domain/admin/tip.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { EditDeleteActions } from '../list/edit-delete-actions.tsx'
import { DataTable, type AdminColumn, type TableSearch } from '../../../ui/list/data-table.tsx'
import { useAdminList, type ListQuery } from '../list/use-admin-list.ts'
import { deleteTip, fetchTips, setTipActive } from './api.ts'
import { TipForm } from './tip-form.tsx'

/** /admin/tripTips: travel tips; only active ones show on the public tips page. */
export function TipsScreen({ search, onSearch }: { search: ListQuery<'/api/admin/tips'>; onSearch: (patch: TableSearch) => void }) {
  const { t } = useLingui()
  const [editing, setEditing] = useState<AdminTip | 'new' | null>(null)
  const list = useAdminList('tips', search, fetchTips)
  const { mutateAsync: removeTip } = useAdminMutation('tips', deleteTip, () => t`Tip deleted`)
  const { mutate: setActive } = useAdminMutation('tips', setTipActive, (tip) => (tip.active ? t`Tip shown on the tips page` : t`Tip hidden from the tips page`))

  // Memoized: the table draws each cell as a component made of its function; a new function each render would remount the cells.
  const columns = useMemo<AdminColumn<AdminTip>[]>(
    () => [
      { id: 'title', header: t`Title`, cell: (tip) => tip.title, sortable: true, primary: true },
      {
        id: 'active',
        header: t`Active`,
        sortable: true,
        cell: (tip) => (
          <Checkbox.Root checked={tip.active} onCheckedChange={(details) => setActive({ tip, active: details.checked === true })}>
            <Checkbox.HiddenInput aria-label={t`Active: ${tip.title}`} />
            <Checkbox.Control />
          </Checkbox.Root>
        ),
      },
      {
        id: 'actions',
        header: t`Actions`,
        align: 'end',
        cell: (tip) => (
          <EditDeleteActions editLabel={t`Edit ${tip.title}`} onEdit={() => setEditing(tip)} deleteTitle={t`Delete the tip ${tip.title}?`} onDelete={() => removeTip(tip.id)} />
        ),
      },
    ],
    [t, setActive, removeTip],
  )

  return (
    <Stack gap="4">
      <PageTitle documentTitle={t`Tips`}>
        <Trans>Tips</Trans>
      </PageTitle>
      {editing ? (
        <TipForm key={editing === 'new' ? 'new' : editing.id} tip={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      ) : (
        <HStack>
          <Button colorPalette="brand" onClick={() => setEditing('new')}>
            <Trans>New tip</Trans>
          </Button>
        </HStack>
      )}
      <DataTable label={t`Tips`} columns={columns} data={list.data} isLoading={list.isPending} search={search} onSearch={onSearch} rowKey={(tip) => tip.id} />
    </Stack>
  )
}
