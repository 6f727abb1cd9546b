import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * What the public first loads draw (the default layout, home, the trip lists, a trip, the offline
 * and error states): their texts are the `public` catalog, the only one a first visit loads. Every
 * other screen's are `messages`, loaded with Chakra (src/client/ui/chakra/with-chakra.tsx). A text
 * used on both sides is in both catalogs. docs/DECISIONS.md, "Look", has the rule.
 */
const publicUi = [
  '<rootDir>/src/client/api.ts',
  '<rootDir>/src/client/app.tsx',
  '<rootDir>/src/client/pwa/**',
  '<rootDir>/src/client/routes/__root.tsx',
  '<rootDir>/src/client/routes/_default.tsx',
  '<rootDir>/src/client/routes/_default/index.tsx',
  '<rootDir>/src/client/routes/_default/trips.tsx',
  '<rootDir>/src/client/routes/_default/trip.$name.tsx',
  '<rootDir>/src/client/routes/_default/f1.tsx',
  '<rootDir>/src/client/routes/_default/motogp.tsx',
  '<rootDir>/src/client/features/catalogue/**',
  // Not online-only.tsx: online-only screens (checkout, profile, admin) draw it, inside Chakra.
  '<rootDir>/src/client/features/offline/*.ts',
  '<rootDir>/src/client/features/offline/components/{install-app-button,offline-indicator,offline-state,route-fallbacks}.tsx',
  '<rootDir>/src/client/features/trips/**',
  '<rootDir>/src/client/ui/trips/**',
  '<rootDir>/src/client/ui/layouts/default-layout.tsx',
  '<rootDir>/src/client/ui/account-link.tsx',
  '<rootDir>/src/client/ui/account-menu.tsx',
  '<rootDir>/src/client/ui/signed-in-actions.tsx',
  '<rootDir>/src/client/ui/error-page.tsx',
  '<rootDir>/src/client/ui/language-switch.tsx',
  '<rootDir>/src/client/ui/loading-page.tsx',
  '<rootDir>/src/client/ui/pagination.tsx',
  '<rootDir>/src/client/ui/plain/**',
]

/**
 * The touch parts (swipe, zoom, drag to close): they load after the first paint with framer-motion
 * (src/client/ui/touch/touch-parts.ts), and so do their texts, out of `public`.
 */
const touchUi = ['<rootDir>/src/client/ui/touch/**']

/**
 * What a payment link's first paint draws (plain, before the form): the `external` catalog
 * (src/client/features/external-checkout/catalog.ts). The form and the guest's order page load
 * with Chakra, and their texts with `messages`.
 */
const externalUi = [
  '<rootDir>/src/client/features/external-checkout/components/{link-summary,link-closed-screen,payment-link-screen}.tsx',
  '<rootDir>/src/client/routes/_external/externalPayment.tsx',
]

export default defineConfig({
  sourceLocale: 'en',
  locales: ['pt-BR', 'en'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/client/i18n/locales/{locale}/public',
      include: publicUi,
    },
    {
      path: '<rootDir>/src/client/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src/client'],
      exclude: ['**/node_modules/**', '<rootDir>/src/client/features/content/**', ...externalUi, ...publicUi, ...touchUi],
    },
    {
      // The payment link's first paint (issue 13): loaded by its route only.
      path: '<rootDir>/src/client/i18n/locales/{locale}/external',
      include: externalUi,
    },
    {
      path: '<rootDir>/src/client/i18n/locales/{locale}/touch',
      include: touchUi,
    },
    {
      // Long texts of the institutional pages load only when one of them is opened.
      path: '<rootDir>/src/client/i18n/locales/{locale}/content',
      include: ['<rootDir>/src/client/features/content'],
    },
  ],
})
