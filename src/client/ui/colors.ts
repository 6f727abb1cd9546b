/**
 * The spec's palette (section 9) and the semantic colours made from it: the one place their
 * values live. Chakra's system (system.ts) turns them into its tokens; the plain stylesheet of
 * the public pages (plain/base.css) repeats them as `--ui-*` variables, and a unit test keeps the
 * two equal (tests/unit/plain-colors.test.ts).
 */
export const palette = {
  background: '#15151E',
  primary: '#1d1d2b',
  secondary: '#034184',
  tertiary: '#537FAF',
  error: '#FF4F64',
  info: '#3C8EA6',
  success: '#38B890',
  warning: '#F08C2B',
  delete: '#CD0000',
  lightText: '#94A0B8',
} as const

/** Semantic colour → value; the names are Chakra's semantic tokens (`fg.muted`, `brand.solid`). */
export const semanticColors = {
  bg: palette.background,
  'bg.subtle': '#1a1a25',
  'bg.muted': palette.primary,
  'bg.emphasized': '#2a2a3d',
  'bg.panel': palette.primary,
  'bg.error': '#3a1820',
  'bg.success': '#12302a',
  'bg.warning': '#3a2614',
  'bg.info': '#132c35',
  fg: '#F2F4F8',
  'fg.muted': palette.lightText,
  'fg.subtle': '#7c879e',
  'fg.error': palette.error,
  'fg.success': palette.success,
  'fg.warning': palette.warning,
  'fg.info': '#6fc0d8',
  border: '#34344a',
  'border.muted': '#2a2a3d',
  'border.emphasized': '#4a4a66',
  'border.error': palette.error,
  danger: palette.delete,
  'brand.solid': palette.secondary,
  'brand.contrast': '#ffffff',
  'brand.fg': '#9cc2ea',
  'brand.muted': '#0b2f57',
  'brand.subtle': '#0a2746',
  'brand.emphasized': '#0d3a6b',
  'brand.focusRing': palette.tertiary,
  'brand.border': palette.tertiary,
  accent: palette.tertiary,
} as const

/** The font stack of body and headings (system fonts: nothing to download). */
export const fontStack = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'
