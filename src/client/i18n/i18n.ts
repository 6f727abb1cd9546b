import { i18n, type Messages } from '@lingui/core'

export const locales = ['pt-BR', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'pt-BR'

const LOCALE_KEY = 'locale'

const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale)

/** The saved choice, else pt-BR (the product's language), whatever the browser says. */
export function initialLocale(): Locale {
  const saved = localStorage.getItem(LOCALE_KEY)
  return isLocale(saved) ? saved : defaultLocale
}

type CatalogLoader = (locale: Locale) => Promise<{ messages: Messages }>

const mainCatalog: CatalogLoader = (locale) => import(`./locales/${locale}/messages.po`)
/** Catalogs that screens load on demand; switching language reloads them too. */
const extraCatalogs = new Set<CatalogLoader>()

async function loadAll(locale: Locale) {
  const loaded = await Promise.all([mainCatalog, ...extraCatalogs].map((load) => load(locale)))
  for (const { messages } of loaded) i18n.load(locale, messages)
}

export async function activateLocale(locale: Locale) {
  await loadAll(locale)
  i18n.activate(locale)
  document.documentElement.lang = locale
  localStorage.setItem(LOCALE_KEY, locale)
}

/** Adds a screen's own catalog (e.g. the long institutional texts) to the active locale. */
export async function addCatalog(load: CatalogLoader) {
  if (extraCatalogs.has(load)) return
  extraCatalogs.add(load)
  const locale = isLocale(i18n.locale) ? i18n.locale : defaultLocale
  i18n.load(locale, (await load(locale)).messages)
}

export { i18n }
