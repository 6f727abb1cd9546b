import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react'
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  dialogSlotRecipe,
  containerRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  separatorRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tableSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme'

/** The spec's palette (section 9). Raw values live here only; components use the semantic tokens. */
const palette = {
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
}

const same = (value: string) => ({ value: { base: value, _dark: value } })

/** Only the palettes screens use: every token costs start-up time when the system is built. */
const palettes = ['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha', 'gray', 'red', 'orange', 'green', 'blue']
const pick = <T extends object>(record: T): Partial<T> => Object.fromEntries(Object.entries(record).filter(([key]) => palettes.includes(key))) as Partial<T>
const { colors: semanticColors, ...otherSemanticTokens } = semanticTokens

const roteiro = defineConfig({
  preflight: true,
  cssVarsPrefix: 'rt',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    html: { colorPalette: 'brand', bg: 'bg', color: 'fg' },
    body: { bg: 'bg', color: 'fg', minHeight: '100dvh' },
  },
  theme: {
    breakpoints,
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    tokens: {
      ...tokens,
      colors: { ...pick(tokens.colors), roteiro: Object.fromEntries(Object.entries(palette).map(([name, value]) => [name, { value }])) },
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
    semanticTokens: {
      ...otherSemanticTokens,
      colors: {
        ...pick(semanticColors),
        bg: {
          DEFAULT: same('{colors.roteiro.background}'),
          subtle: same('#1a1a25'),
          muted: same('{colors.roteiro.primary}'),
          emphasized: same('#2a2a3d'),
          panel: same('{colors.roteiro.primary}'),
          error: same('#3a1820'),
          success: same('#12302a'),
          warning: same('#3a2614'),
          info: same('#132c35'),
        },
        fg: {
          DEFAULT: same('#F2F4F8'),
          muted: same('{colors.roteiro.lightText}'),
          subtle: same('#7c879e'),
          error: same('{colors.roteiro.error}'),
          success: same('{colors.roteiro.success}'),
          warning: same('{colors.roteiro.warning}'),
          info: same('#6fc0d8'),
        },
        border: {
          DEFAULT: same('#34344a'),
          muted: same('#2a2a3d'),
          emphasized: same('#4a4a66'),
          error: same('{colors.roteiro.error}'),
        },
        danger: same('{colors.roteiro.delete}'),
        brand: {
          solid: same('{colors.roteiro.secondary}'),
          contrast: same('#ffffff'),
          fg: same('#9cc2ea'),
          muted: same('#0b2f57'),
          subtle: same('#0a2746'),
          emphasized: same('#0d3a6b'),
          focusRing: same('{colors.roteiro.tertiary}'),
          border: same('{colors.roteiro.tertiary}'),
        },
        accent: same('{colors.roteiro.tertiary}'),
      },
    },
    recipes: {
      badge: badgeRecipe,
      button: {
        ...buttonRecipe,
        base: { ...buttonRecipe.base, textTransform: 'none' },
        variants: {
          ...buttonRecipe.variants,
          // Spec: buttons are 30px high.
          size: { ...buttonRecipe.variants?.size, sm: { ...buttonRecipe.variants?.size?.sm, h: '30px', minW: '30px', px: '3' } },
        },
        defaultVariants: { ...buttonRecipe.defaultVariants, size: 'sm' },
      },
      container: containerRecipe,
      heading: headingRecipe,
      input: { ...inputRecipe, defaultVariants: { ...inputRecipe.defaultVariants, size: 'sm', variant: 'outline' } },
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: { ...textareaRecipe, defaultVariants: { ...textareaRecipe.defaultVariants, size: 'sm', variant: 'outline' } },
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: { ...nativeSelectSlotRecipe, defaultVariants: { ...nativeSelectSlotRecipe.defaultVariants, size: 'sm', variant: 'outline' } },
      // Spec section 9: compact tables.
      table: { ...tableSlotRecipe, defaultVariants: { ...tableSlotRecipe.defaultVariants, size: 'sm' } },
      toast: toastSlotRecipe,
    },
  },
})

/**
 * Chakra's base (conditions, utilities) plus only the recipes Roteiro uses, dark by default.
 * Built on demand: turning the tokens into CSS variables is the app's costliest start-up step.
 */
export const createAppSystem = () => createSystem(mergeConfigs(defaultBaseConfig, roteiro))
