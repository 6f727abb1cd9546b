import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { placeAt } from '../../../../domain/admin/banner.ts'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { bannerOrderOptions, saveBannerOrder } from './api.ts'

/**
 * The banners' display order and the moves that save it (the whole list in one PUT, which the
 * server refuses if a banner was added or deleted meanwhile).
 */
export function useBannerOrder() {
  const { t } = useLingui()
  const { data } = useQuery(bannerOrderOptions())
  const save = useAdminMutation('banners', saveBannerOrder, () => t`Banner order saved`)
  const ids = data?.ids ?? noIds
  const ready = Boolean(data) && !save.isPending
  const { mutateAsync } = save
  // One object while nothing it answers changes: the banner table's memoized cells depend on it.
  return useMemo(() => {
    const indexOf = (id: number) => ids.indexOf(id)
    return {
      ids,
      ready,
      /** 1 for the first banner the home page would show. */
      placeOf: (id: number) => indexOf(id) + 1,
      isFirst: (id: number) => indexOf(id) === 0,
      isLast: (id: number) => indexOf(id) === ids.length - 1,
      move: (id: number, step: -1 | 1) => {
        const neighbour = ids[indexOf(id) + step]
        return neighbour === undefined ? Promise.resolve() : mutateAsync(placeAt(ids, id, neighbour))
      },
      moveOnto: (id: number, target: number) => mutateAsync(placeAt(ids, id, target)),
    }
  }, [ids, ready, mutateAsync])
}

const noIds: number[] = []
