import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { AdminBanner } from '../../../../domain/admin/banner.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { EditDeleteActions } from '../list/edit-delete-actions.tsx'
import { DataTable, type AdminColumn, type TableSearch } from '../../../ui/list/data-table.tsx'
import { useAdminList, type ListQuery } from '../list/use-admin-list.ts'
import { deleteBanner, fetchBanners } from './api.ts'
import { BannerForm } from './banner-form.tsx'
import { BannerThumbnail } from './banner-thumbnail.tsx'
import { BannerWindow } from './banner-window.tsx'
import { HomeCountForm } from './home-count-form.tsx'
import { useBannerOrder } from './use-banner-order.ts'
import { useRowDrag } from './use-row-drag.ts'

/** The same move button of a moved row (or the other one, when the row reached an end and this one is now disabled). */
function refocus(root: HTMLElement | null, id: number, step: -1 | 1) {
  const visible = (selector: string) => Array.from(root?.querySelectorAll<HTMLButtonElement>(selector) ?? []).find((button) => button.offsetParent !== null && !button.disabled)
  ;(visible(`[data-move="${id}:${step}"]`) ?? visible(`[data-move="${id}:${-step}"]`))?.focus()
}

/** /admin/banner: the home page's banners, their windows and display order, and how many the home shows. */
export function BannersScreen({ search, onSearch }: { search: ListQuery<'/api/admin/banners'>; onSearch: (patch: TableSearch) => void }) {
  const { t } = useLingui()
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null)
  const list = useAdminList('banners', search, fetchBanners)
  const { mutateAsync: removeBanner } = useAdminMutation('banners', deleteBanner, () => t`Banner deleted`)
  const order = useBannerOrder()
  const drag = useRowDrag(useCallback((dragged: number, target: number) => void order.moveOnto(dragged, target), [order]))
  const root = useRef<HTMLDivElement>(null)
  // Moving only makes sense while the list shows the display order itself.
  const inDisplayOrder = !search.q && (!search.sort || search.sort === 'position')
  const canMove = inDisplayOrder && order.ready

  // The buttons are disabled while a move saves, which takes their focus: it comes back once the list is redrawn.
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; step: -1 | 1 } | null>(null)
  useEffect(() => {
    if (!focusAfterMove || !canMove) return
    refocus(root.current, focusAfterMove.id, focusAfterMove.step)
    // Done once the focus moved: the one extra render is the point (the next redraw must not move it again).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFocusAfterMove(null)
  }, [focusAfterMove, canMove])
  const move = useCallback(
    (banner: AdminBanner, step: -1 | 1) =>
      void order
        .move(banner.id, step)
        .catch(() => undefined)
        .finally(() => setFocusAfterMove({ id: banner.id, step })),
    [order],
  )

  // Memoized: the table draws each cell as a component made of its function, so a new function
  // remounts every cell (dropping the focus of a move button) on each render.
  const columns = useMemo<AdminColumn<AdminBanner>[]>(
    () => [
      {
        id: 'position',
        header: t`Order`,
        sortable: true,
        cell: (banner) => (
          <Box
            {...(canMove ? drag.handle(banner.id) : { 'data-drag-id': banner.id })}
            cursor={canMove ? 'grab' : undefined}
            borderTopWidth="2px"
            borderColor={drag.over === banner.id && drag.dragged !== banner.id ? 'fg' : 'transparent'}
            opacity={drag.dragged === banner.id ? 0.5 : 1}
            px="1"
            title={canMove ? t`Drag to reorder` : undefined}
          >
            {canMove && <span aria-hidden="true">⠿ </span>}
            {order.placeOf(banner.id) || '—'}
          </Box>
        ),
      },
      { id: 'image', header: t`Image`, cell: (banner) => <BannerThumbnail image={banner.image} /> },
      {
        id: 'title',
        header: t`Title`,
        sortable: true,
        primary: true,
        cell: (banner) => (
          <Stack gap="0.5">
            <Text>{banner.title}</Text>
            {banner.link && (
              <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                {banner.link}
              </Text>
            )}
          </Stack>
        ),
      },
      { id: 'startsAt', header: t`Shown`, sortable: true, cell: (banner) => <BannerWindow banner={banner} /> },
      {
        id: 'actions',
        header: t`Actions`,
        align: 'end',
        cell: (banner) => (
          <EditDeleteActions
            editLabel={t`Edit ${banner.title}`}
            onEdit={() => setEditing(banner)}
            deleteTitle={t`Delete the banner ${banner.title}?`}
            onDelete={() => removeBanner(banner.id)}
          >
            <IconButton
              variant="ghost"
              size="sm"
              data-move={`${banner.id}:-1`}
              aria-label={t`Move ${banner.title} up`}
              disabled={!canMove || order.isFirst(banner.id)}
              onClick={() => move(banner, -1)}
            >
              <span aria-hidden="true">↑</span>
            </IconButton>
            <IconButton
              variant="ghost"
              size="sm"
              data-move={`${banner.id}:1`}
              aria-label={t`Move ${banner.title} down`}
              disabled={!canMove || order.isLast(banner.id)}
              onClick={() => move(banner, 1)}
            >
              <span aria-hidden="true">↓</span>
            </IconButton>
          </EditDeleteActions>
        ),
      },
    ],
    [t, canMove, order, drag, move, removeBanner],
  )

  return (
    <Stack gap="4">
      <PageTitle documentTitle={t`Banners`} subtitle={t`The home page shows the live banners in this order, up to the number set below.`}>
        <Trans>Banners</Trans>
      </PageTitle>
      <HomeCountForm />
      {editing ? (
        <BannerForm key={editing === 'new' ? 'new' : editing.id} banner={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      ) : (
        <HStack>
          <Button colorPalette="brand" onClick={() => setEditing('new')}>
            <Trans>New banner</Trans>
          </Button>
        </HStack>
      )}
      {!inDisplayOrder && (
        <Text fontSize="sm" color="fg.muted">
          <Trans>To move banners, sort by order and clear the search.</Trans>
        </Text>
      )}
      <Box ref={root} {...(canMove ? drag.zone : {})}>
        <DataTable label={t`Banners`} columns={columns} data={list.data} isLoading={list.isPending} search={search} onSearch={onSearch} rowKey={(banner) => banner.id} />
      </Box>
    </Stack>
  )
}
