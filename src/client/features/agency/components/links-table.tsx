import { HStack, Text } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { formatBRL } from '../../../../domain/money.ts'
import { paymentLinkStatuses, type PaymentLink } from '../../../../domain/payment-link.ts'
import { DataTable, type AdminColumn } from '../../../ui/list/data-table.tsx'
import { FilterSelect } from '../../../ui/list/filter-select.tsx'
import { TwoLineCell } from '../../../ui/list/two-line-cell.tsx'
import { monoFont } from '../../../ui/mono-font.ts'
import { statusLabels } from '../../../ui/orders/labels.ts'
import { useFormats } from '../../../ui/use-formats.ts'
import { usePaymentLinks, type PaymentLinkSearch } from '../api.ts'
import { linkStatusLabels } from '../labels.ts'
import { CancelLinkButton } from './cancel-link-button.tsx'
import { LinkStatusBadge } from './link-status-badge.tsx'
import { QrDialogButton } from './qr-dialog-button.tsx'
import { ShareButtons } from './share-buttons.tsx'

const itemName = (link: PaymentLink) => (link.item.kind === 'trip' ? link.item.tripName : link.item.productName)

function LinkActions({ link }: { link: PaymentLink }) {
  if (link.status !== 'open') return null
  return (
    <HStack gap="1" wrap="wrap" justify="flex-end">
      <ShareButtons link={link} size="xs" />
      <QrDialogButton url={link.url} title={itemName(link)} />
      {/* A customer paying right now (a pending order) keeps the link until that payment ends. */}
      {link.order?.status !== 'pending' && <CancelLinkButton token={link.token} itemName={itemName(link)} />}
    </HStack>
  )
}

interface LinksTableProps {
  search: PaymentLinkSearch
  onSearch: (patch: PaymentLinkSearch) => void
}

/** The agency's links, newest first, paged by the API; the status filter and the page live in the URL. */
export function LinksTable({ search, onSearch }: LinksTableProps) {
  const { t, i18n } = useLingui()
  const format = useFormats()
  const links = usePaymentLinks(search)
  const columns: AdminColumn<PaymentLink>[] = [
    { id: 'createdAt', header: t`Created`, sortable: true, cell: (link) => format.dateTime(link.createdAt) },
    {
      id: 'item',
      header: t`Item`,
      primary: true,
      cell: (link) => (
        <TwoLineCell
          main={itemName(link)}
          detail={link.item.kind === 'trip' ? `${link.item.optionName} · ${plural(link.item.people, { one: '# person', other: '# people' })}` : undefined}
        />
      ),
    },
    {
      id: 'customer',
      header: t`Customer`,
      breakAnywhere: true,
      cell: (link) =>
        link.customer.name || link.customer.phone || link.customer.email ? (
          <TwoLineCell
            main={link.customer.name ?? '—'}
            detail={link.customer.phone ? format.phone(link.customer.phone) : (link.customer.email ?? undefined)}
            detailOnOneLine={Boolean(link.customer.phone)}
          />
        ) : (
          '—'
        ),
    },
    { id: 'amountCents', header: t`Total`, sortable: true, align: 'end', cell: (link) => formatBRL(link.amountCents) },
    { id: 'expiresAt', header: t`Expires`, sortable: true, cell: (link) => format.dateTime(link.expiresAt) },
    { id: 'status', header: t`Status`, cell: (link) => <LinkStatusBadge status={link.status} /> },
    {
      id: 'order',
      header: t`Sale`,
      // Paid: who paid and the order; open with a pending order: someone is paying it now.
      cell: (link) =>
        link.order ? (
          <TwoLineCell
            main={
              <Text as="span" fontFamily={monoFont} whiteSpace="nowrap">
                {link.order.code}
              </Text>
            }
            detail={link.status === 'paid' ? link.order.payerName : `${link.order.payerName} · ${i18n._(statusLabels[link.order.status])}`}
          />
        ) : (
          '—'
        ),
    },
    { id: 'actions', header: t`Actions`, align: 'end', cell: (link) => <LinkActions link={link} /> },
  ]
  return (
    <DataTable
      label={t`Payment links`}
      columns={columns}
      data={links.data}
      isLoading={links.isPending}
      search={search}
      // The table speaks the generic list search; its sort names come from this table's own columns.
      onSearch={(patch) => onSearch(patch as PaymentLinkSearch)}
      rowKey={(link) => link.token}
      searchLabel={t`Search by trip, product or customer`}
      toolbar={
        <FilterSelect
          label={t`Status`}
          value={search.status ?? ''}
          choices={paymentLinkStatuses.map((status) => ({ value: status, label: i18n._(linkStatusLabels[status]) }))}
          onChange={(status) => onSearch({ status: (status || undefined) as PaymentLinkSearch['status'], page: undefined })}
        />
      }
    />
  )
}
