import { Heading, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { AdminAccount } from '../../../../domain/admin/user.ts'
import { useSession } from '../../../session.ts'
import { describeApiError } from '../../../ui/form/api-messages.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { showError } from '../../../ui/toaster.ts'
import { ConfirmButton } from '../../../ui/confirm-button.tsx'
import { DataTable, type AdminColumn, type TableSearch } from '../../../ui/list/data-table.tsx'
import type { ListQuery } from '../list/use-admin-list.ts'
import { usePeopleMutation } from '../users/use-people-mutation.ts'
import { adminsOptions, revokeAdmin } from './api.ts'
import { InviteForm } from './invite-form.tsx'
import { PendingInvitations } from './pending-invitations.tsx'

/** /admin/users/admins: who administers the agency, who was invited, and the invitation form. */
export function AdminsScreen({ search, onSearch }: { search: ListQuery<'/api/admin/admins'>; onSearch: (patch: TableSearch) => void }) {
  const { t, i18n } = useLingui()
  const list = useQuery(adminsOptions(search))
  const revoke = usePeopleMutation(revokeAdmin, () => t`Administrator rights removed`)
  const ownId = useSession().user?.id
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short' })
  const revokeRights = async (id: number) => {
    try {
      await revoke.mutateAsync(id)
    } catch (error) {
      showError(describeApiError(error))
      throw error
    }
  }

  const columns: AdminColumn<AdminAccount>[] = [
    { id: 'name', header: t`Name`, cell: (admin) => `${admin.firstName} ${admin.lastName}`.trim(), sortable: true, primary: true },
    { id: 'email', header: t`Email`, cell: (admin) => admin.email, sortable: true, breakAnywhere: true },
    { id: 'createdAt', header: t`Since`, cell: (admin) => date.format(new Date(admin.createdAt)), sortable: true },
    {
      id: 'actions',
      header: t`Actions`,
      align: 'end',
      cell: (admin) =>
        admin.id === ownId ? (
          <Trans>You</Trans>
        ) : (
          <ConfirmButton
            title={t`Remove the administrator rights of ${admin.email}?`}
            description={t`The account stays as a customer's and is signed out everywhere; its pending invitations are withdrawn.`}
            onConfirm={() => revokeRights(admin.id)}
          >
            <Trans>Remove rights</Trans>
          </ConfirmButton>
        ),
    },
  ]

  return (
    <Stack gap="6">
      <PageTitle documentTitle={t`Administrators`}>
        <Trans>Administrators</Trans>
      </PageTitle>
      <InviteForm />
      <PendingInvitations invitations={list.data?.invitations ?? []} />
      <Stack gap="3">
        <Heading as="h2" size="md">
          <Trans>Current administrators</Trans>
        </Heading>
        <DataTable label={t`Administrators`} columns={columns} data={list.data} isLoading={list.isPending} search={search} onSearch={onSearch} rowKey={(admin) => admin.id} />
      </Stack>
    </Stack>
  )
}
