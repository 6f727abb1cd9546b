import * as v from 'valibot'
import { bannerLink, contentMessages, requiredImage } from './content-fields.ts'
import { adminMessages, optionalIsoDateTime, requiredText, wholeNumber } from './fields.ts'
import type { StoredImageInput } from '../uploads.ts'

/** A home banner as admins see it: every banner, inside its window or not. Dates are ISO strings. */
export interface AdminBanner {
  id: number
  title: string
  image: StoredImageInput
  link: string | null
  startsAt: string | null
  endsAt: string | null
  /** The display order: the home page shows live banners by it, lowest first. */
  position: number
}

export const bannerInputSchema = v.pipe(
  v.object({
    title: requiredText(2, 120),
    image: requiredImage(adminMessages.imageRequired),
    link: bannerLink,
    startsAt: optionalIsoDateTime,
    endsAt: optionalIsoDateTime,
  }),
  v.forward(
    v.partialCheck([['startsAt'], ['endsAt']], ({ startsAt, endsAt }) => !startsAt || !endsAt || Date.parse(endsAt) > Date.parse(startsAt), adminMessages.endBeforeStart),
    ['endsAt'],
  ),
)
export type BannerInput = v.InferOutput<typeof bannerInputSchema>

/** PUT /api/admin/banners/order: every banner's id, in the new display order. */
export const bannerOrderSchema = v.object({
  ids: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
    v.check((ids) => new Set(ids).size === ids.length, contentMessages.orderRepeats),
  ),
})
export type BannerOrder = v.InferOutput<typeof bannerOrderSchema>

/** `ids` with `moved` taken out and put where `target` was: before it when moving up, after it when moving down. */
export function placeAt(ids: number[], moved: number, target: number): number[] {
  const from = ids.indexOf(moved)
  const to = ids.indexOf(target)
  if (from < 0 || to < 0 || from === to) return ids
  const next = ids.filter((id) => id !== moved)
  next.splice(to, 0, moved)
  return next
}

/**
 * How many live banners the home page shows. Zero is refused with the spec's "At least one banner
 * must be chosen" (our reading: the count of banners chosen for the home page must be at least one).
 */
export const bannerSettingsSchema = v.object({
  homeCount: v.pipe(wholeNumber(0, 10), v.minValue(1, adminMessages.bannerRequired)),
})
export type BannerSettings = v.InferOutput<typeof bannerSettingsSchema>
