import { Badge, Button, HStack, Link, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { formatBRL } from '../../../../domain/money.ts'
import type { AdminProduct } from '../../../../domain/admin/product.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { EditDeleteActions } from '../list/edit-delete-actions.tsx'
import { DataTable, type AdminColumn, type TableSearch } from '../../../ui/list/data-table.tsx'
import { useAdminList, type ListQuery } from '../list/use-admin-list.ts'
import { storedUrl } from '../uploads/api.ts'
import { deleteProduct, fetchProducts } from './api.ts'
import { ProductForm } from './product-form.tsx'

/** /admin/products: the guides and services of the marketing page (/user/marketing). */
export function ProductsScreen({ search, onSearch }: { search: ListQuery<'/api/admin/products'>; onSearch: (patch: TableSearch) => void }) {
  const { t } = useLingui()
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null)
  const list = useAdminList('products', search, fetchProducts)
  const { mutateAsync: removeProduct } = useAdminMutation('products', deleteProduct, () => t`Product deleted`)

  // Memoized: the table draws each cell as a component made of its function; a new function each render would remount the cells.
  const columns = useMemo<AdminColumn<AdminProduct>[]>(
    () => [
      { id: 'name', header: t`Name`, cell: (product) => product.name, sortable: true, primary: true },
      { id: 'priceCents', header: t`Price`, cell: (product) => (product.priceCents === null ? t`Free` : formatBRL(product.priceCents)), sortable: true, align: 'end' },
      {
        id: 'active',
        header: t`Status`,
        sortable: true,
        cell: (product) => (product.active ? <Badge colorPalette="green">{t`Active`}</Badge> : <Badge>{t`Inactive`}</Badge>),
      },
      { id: 'orders', header: t`Orders`, cell: (product) => product.orders, sortable: true, align: 'end' },
      {
        id: 'pdf',
        header: t`File`,
        cell: (product) => (
          <Link href={storedUrl(product.pdfKey)} target="_blank" rel="noreferrer" aria-label={t`Open the PDF of ${product.name}`}>
            PDF
          </Link>
        ),
      },
      {
        id: 'actions',
        header: t`Actions`,
        align: 'end',
        cell: (product) => (
          <EditDeleteActions
            editLabel={t`Edit ${product.name}`}
            onEdit={() => setEditing(product)}
            deleteTitle={t`Delete the product ${product.name}?`}
            deleteBlockedBecause={product.orders > 0 ? t`Orders name this product, so it cannot be deleted; edit it and uncheck Active to take it off the page.` : undefined}
            onDelete={() => removeProduct(product.id)}
          />
        ),
      },
    ],
    [t, removeProduct],
  )

  return (
    <Stack gap="4">
      <PageTitle documentTitle={t`Products`}>
        <Trans>Products</Trans>
      </PageTitle>
      {editing ? (
        <ProductForm key={editing === 'new' ? 'new' : editing.id} product={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      ) : (
        <HStack>
          <Button colorPalette="brand" onClick={() => setEditing('new')}>
            <Trans>New product</Trans>
          </Button>
        </HStack>
      )}
      <DataTable label={t`Products`} columns={columns} data={list.data} isLoading={list.isPending} search={search} onSearch={onSearch} rowKey={(product) => product.id} />
    </Stack>
  )
}
