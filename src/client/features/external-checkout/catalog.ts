import { addCatalog, type Locale } from '../../i18n/i18n.ts'

/**
 * The texts of the payment link's first paint: a catalog of their own (lingui.config.ts), so it
 * needs neither the big `messages` catalog (it comes with the form) nor more texts in `public`.
 */
const loadExternalCatalog = (locale: Locale) => (locale === 'en' ? import('../../i18n/locales/en/external.po') : import('../../i18n/locales/pt-BR/external.po'))

/** What the link page's loader awaits. */
export const ensureExternalCatalog = () => addCatalog(loadExternalCatalog)
