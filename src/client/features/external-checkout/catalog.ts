import { addCatalog, type Locale } from '../../i18n/i18n.ts'

/**
 * The payment link's and the guest order's texts: a catalog of their own (lingui.config.ts), so
 * the link page's first paint needs neither the big `messages` catalog nor more texts in `public`.
 */
const loadExternalCatalog = (locale: Locale) => import(`../../i18n/locales/${locale}/external.po`)

/** What the link page's and the guest order page's loaders await. */
export const ensureExternalCatalog = () => addCatalog(loadExternalCatalog)
