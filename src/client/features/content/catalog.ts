import { addCatalog, type Locale } from '../../i18n/i18n.ts'

/** The long texts of the institutional pages: a catalog of their own, loaded only when one opens. */
const loadContentCatalog = (locale: Locale) => import(`../../i18n/locales/${locale}/content.po`)

/** What each content route's loader awaits. */
export const ensureContentCatalog = () => addCatalog(loadContentCatalog)
