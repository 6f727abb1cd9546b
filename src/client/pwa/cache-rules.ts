/**
 * Which requests the service worker caches, shared by the service worker's routes (vite-plugin-pwa
 * writes these functions into dist/sw.js as their source text, so each must stand alone: no
 * imports, no outside names) and by the page, which asks the new service worker to cache what the
 * first visit loaded before it was there. docs/OFFLINE.md has the table.
 */
interface RequestInfo {
  url: URL
  sameOrigin: boolean
}

/**
 * The public catalogue: the same answer for everybody, so a shared cache may hold it. Not a trip's
 * seat map (`/api/trips/{slug}/seats`): it moves with every buyer's choice, and a stale copy would
 * show a seat just freed as taken (issue 28).
 */
export const isCatalogueRequest = ({ url, sameOrigin }: RequestInfo) =>
  sameOrigin && /^\/api\/(trips|banners|tips|travel-information|event-types|products)(\/|$)/.test(url.pathname) && !/^\/api\/trips\/[^/]+\/seats$/.test(url.pathname)

/** Uploaded pictures (trips, banners, tips, products); their keys never change content. PDFs are left to the network. */
export const isUploadedImage = ({ url, sameOrigin }: RequestInfo) => sameOrigin && /^\/uploads\/.+\.(webp|avif|jpe?g|png|gif|svg)$/i.test(url.pathname)

export const catalogueCacheName = 'roteiro-catalogue'
export const imagesCacheName = 'roteiro-images'
