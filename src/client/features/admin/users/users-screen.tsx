import { Button, Field, NativeSelect, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AdminUserRow } from '../../../../domain/admin/user.ts'
import { formatCpf } from '../../../../domain/cpf.ts'
import { UserType } from '../../../../domain/session.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { DataTable, type AdminColumn, type TableSearch } from '../../../ui/list/data-table.tsx'
import { useAdminList, type ListQuery } from '../list/use-admin-list.ts'
import { fetchUsers } from './api.ts'
import { UserPanel } from './user-panel.tsx'
import { UserTypeBadge, userTypeLabels } from './user-type-badge.tsx'

export type UsersSearch = TableSearch & { type?: UserType }

/** `value` is the URL's filter as the API reads it (a whole number). */
function TypeFilter({ value, onChange }: { value: ListQuery<'/api/admin/users'>['type']; onChange: (type: UserType | undefined) => void }) {
  const { t, i18n } = useLingui()
  return (
    <Field.Root maxW="xs">
      <Field.Label>
        <Trans>Type</Trans>
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange(event.target.value === '' ? undefined : (Number(event.target.value) as UserType))}>
          <option value="">{t`All accounts`}</option>
          {Object.values(UserType).map((type) => (
            <option key={type} value={type}>
              {i18n._(userTypeLabels[type])}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

/** /admin/users: every account (customers, administrators, agencies); a row opens its details. */
export function UsersScreen({ search, onSearch }: { search: ListQuery<'/api/admin/users'>; onSearch: (patch: UsersSearch) => void }) {
  const { t, i18n } = useLingui()
  const [selected, setSelected] = useState<number | null>(null)
  const list = useAdminList('users', search, fetchUsers)
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short' })

  const columns: AdminColumn<AdminUserRow>[] = [
    { id: 'name', header: t`Name`, cell: (user) => `${user.firstName} ${user.lastName}`.trim(), sortable: true, primary: true },
    { id: 'email', header: t`Email`, cell: (user) => user.email, sortable: true, breakAnywhere: true },
    { id: 'type', header: t`Type`, cell: (user) => <UserTypeBadge type={user.type} /> },
    { id: 'cpf', header: t`CPF`, cell: (user) => (user.cpf ? formatCpf(user.cpf) : '—'), noWrap: true },
    { id: 'createdAt', header: t`Created`, cell: (user) => date.format(new Date(user.createdAt)), sortable: true },
    {
      id: 'actions',
      header: t`Actions`,
      align: 'end',
      cell: (user) => (
        <Button variant="ghost" onClick={() => setSelected(user.id)} aria-label={t`Details of ${user.email}`}>
          <Trans>Details</Trans>
        </Button>
      ),
    },
  ]

  return (
    <Stack gap="4">
      <PageTitle documentTitle={t`Users`}>
        <Trans>Users</Trans>
      </PageTitle>
      {selected !== null && <UserPanel key={selected} id={selected} onClose={() => setSelected(null)} />}
      <DataTable
        label={t`Users`}
        searchLabel={t`Search by name, email or CPF`}
        columns={columns}
        data={list.data}
        isLoading={list.isPending}
        search={search}
        onSearch={onSearch}
        rowKey={(user) => user.id}
        toolbar={<TypeFilter value={search.type} onChange={(type) => onSearch({ type })} />}
      />
    </Stack>
  )
}
