/**
 * The interface constants of spec section 9, in one place. docs/DECISIONS.md ("Spec section 9
 * constants") lists every constant of that section, where the others live and where we differ.
 */

/** Toasts close by themselves after 3000 ms. */
export const TOAST_DURATION_MS = 3000

/** A date picker offers the years from 100 back to 52 ahead, unless its field sets a min or a max. */
export const DATE_PICKER_YEARS_BACK = 100
export const DATE_PICKER_YEARS_AHEAD = 52

/**
 * The date picker's years as the `min` and `max` of a native date (or date and time) input: from
 * 1 January 100 years back to 31 December 52 years ahead, by the browser's clock.
 */
export function datePickerBounds(kind: 'date' | 'datetime-local', today = new Date()) {
  const year = today.getFullYear()
  const min = `${year - DATE_PICKER_YEARS_BACK}-01-01`
  const max = `${year + DATE_PICKER_YEARS_AHEAD}-12-31`
  return kind === 'date' ? { min, max } : { min: `${min}T00:00`, max: `${max}T23:59` }
}

/** Server-side data tables turn into a list of cards below 800 px. */
export const TABLE_MOBILE_BREAKPOINT_PX = 800

/**
 * Overlays stack from z-index 2000, above the page's sticky header (1100). Chakra's overlay layers
 * keep their order from there: a dialog (which Chakra puts on the popover layer) covers a menu's
 * backdrop, a toast covers a dialog, a tooltip covers everything.
 */
export const OVERLAY_Z_INDEX = 2000
export const overlayLayers = {
  overlay: OVERLAY_Z_INDEX,
  modal: OVERLAY_Z_INDEX + 10,
  popover: OVERLAY_Z_INDEX + 20,
  skipNav: OVERLAY_Z_INDEX + 30,
  toast: OVERLAY_Z_INDEX + 40,
  tooltip: OVERLAY_Z_INDEX + 50,
} as const
