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
import { fontStack, palette, semanticColors as color } from './colors.ts'
import { overlayLayers } from './spec-constants.ts'

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
      fonts: { heading: { value: fontStack }, body: { value: fontStack } },
      zIndex: { ...tokens.zIndex, ...Object.fromEntries(Object.entries(overlayLayers).map(([layer, value]) => [layer, { value }])) },
    },
    semanticTokens: {
      ...otherSemanticTokens,
      colors: {
        ...pick(semanticColors),
        bg: {
          DEFAULT: same(color.bg),
          subtle: same(color['bg.subtle']),
          muted: same(color['bg.muted']),
          emphasized: same(color['bg.emphasized']),
          panel: same(color['bg.panel']),
          error: same(color['bg.error']),
          success: same(color['bg.success']),
          warning: same(color['bg.warning']),
          info: same(color['bg.info']),
        },
        fg: {
          DEFAULT: same(color.fg),
          muted: same(color['fg.muted']),
          subtle: same(color['fg.subtle']),
          error: same(color['fg.error']),
          success: same(color['fg.success']),
          warning: same(color['fg.warning']),
          info: same(color['fg.info']),
        },
        border: {
          DEFAULT: same(color.border),
          muted: same(color['border.muted']),
          emphasized: same(color['border.emphasized']),
          error: same(color['border.error']),
        },
        danger: same(color.danger),
        brand: {
          solid: same(color['brand.solid']),
          contrast: same(color['brand.contrast']),
          fg: same(color['brand.fg']),
          muted: same(color['brand.muted']),
          subtle: same(color['brand.subtle']),
          emphasized: same(color['brand.emphasized']),
          focusRing: same(color['brand.focusRing']),
          border: same(color['brand.border']),
        },
        accent: same(color.accent),
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
