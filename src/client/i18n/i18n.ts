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

/** The texts of the public first loads (lingui.config.ts says which files): the only catalog a first visit loads. */
const mainCatalog: CatalogLoader = (locale) => (locale === 'en' ? import('./locales/en/public.po') : import('./locales/pt-BR/public.po'))
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

const loadingCatalogs = new Map<CatalogLoader, Promise<void>>()

/**
 * Adds a screen's own catalog (e.g. the long institutional texts) to the active locale; route
 * loaders await it. Concurrent calls share one load, and a failed load can be tried again.
 */
export function addCatalog(load: CatalogLoader): Promise<void> {
  let loading = loadingCatalogs.get(load)
  if (!loading) {
    const locale = isLocale(i18n.locale) ? i18n.locale : defaultLocale
    loading = load(locale).then(
      ({ messages }) => {
        i18n.load(locale, messages)
        extraCatalogs.add(load)
      },
      (error: unknown) => {
        loadingCatalogs.delete(load)
        throw error
      },
    )
    loadingCatalogs.set(load, loading)
  }
  return loading
}

/** The texts of every screen beyond the public pages; what a Chakra screen awaits before it draws. */
const loadMessagesCatalog: CatalogLoader = (locale) => (locale === 'en' ? import('./locales/en/messages.po') : import('./locales/pt-BR/messages.po'))
export const ensureMessagesCatalog = () => addCatalog(loadMessagesCatalog)

// A text missing from the loaded catalogs (a public screen drawing a component whose texts are
// only in `messages`) would show its id: the other catalog loads, and the screen draws again.
i18n.on('missing', () => void ensureMessagesCatalog().catch(() => undefined))

export { i18n }
