import { addCatalog, defaultLocale, i18n, locales, type Locale } from '../../i18n/i18n.ts'

/** The long texts of the institutional pages: a catalog of their own, loaded only when one opens. */
export const loadContentCatalog = (locale: Locale) => import(`../../i18n/locales/${locale}/content.po`)

let pending: Promise<void> | undefined

/**
 * What each content route's loader awaits. addCatalog returns at once for a loader it already
 * registered, even while that first load is in flight or after it failed, and the page would then
 * render message ids. So the chunk is fetched first and registered only once it arrived; a hover
 * preload and the click after it share that one promise, and a failed fetch can be tried again.
 */
export function ensureContentCatalog(): Promise<void> {
  const locale = locales.find((item) => item === i18n.locale) ?? defaultLocale
  pending ??= loadContentCatalog(locale)
    .then(() => addCatalog(loadContentCatalog))
    .catch((error: unknown) => {
      pending = undefined
      throw error
    })
  return pending
}
