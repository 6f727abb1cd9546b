import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['pt-BR', 'en'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/client/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src/client'],
      exclude: ['**/node_modules/**', '<rootDir>/src/client/features/content/**'],
    },
    {
      // Long texts of the institutional pages load only when one of them is opened.
      path: '<rootDir>/src/client/i18n/locales/{locale}/content',
      include: ['<rootDir>/src/client/features/content'],
    },
  ],
})
