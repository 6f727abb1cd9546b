import { SHARE_CARD } from '../catalogue/share-card.ts'
import { escapeHtml } from './escape-html.ts'

const SITE_NAME = 'Roteiro'
/** The preview image of a page without its own: the app's icon (a small, square preview). */
export const SITE_IMAGE_PATH = '/icons/icon-512.png'

/** What a shared link's preview shows; every URL absolute (crawlers resolve nothing). */
export interface ShareMeta {
  /** og:title; the page's <title> adds " · Roteiro" unless it names the site already (as the client does). */
  title: string
  description: string
  url: string
  imageUrl: string
  /** Set when the image is a 1200×630 share card: the large preview. Otherwise it is the square site icon. */
  card?: { alt: string }
  /** Keep the page out of search results (a payment link is for the people it is sent to). */
  noindex?: boolean
}

/** The shell's own title and description: what every page without its own preview says. */
export interface SiteMeta {
  title: string
  description: string
}

const unescapeHtml = (text: string) =>
  text.replace(/&(#\d+|amp|lt|gt|quot|apos);/g, (entity, name: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
    return name.startsWith('#') ? String.fromCharCode(Number(name.slice(1))) : (named[name] ?? entity)
  })

const titlePattern = /<title>([^<]*)<\/title>/
const descriptionPattern = /<meta name="description" content="([^"]*)"\s*\/?>/

export function siteMetaOf(shell: string): SiteMeta {
  return {
    title: unescapeHtml(titlePattern.exec(shell)?.[1] ?? SITE_NAME),
    description: unescapeHtml(descriptionPattern.exec(shell)?.[1] ?? ''),
  }
}

export function siteShareMeta(site: SiteMeta, publicUrl: string, pathname: string): ShareMeta {
  return { ...site, url: `${publicUrl}${pathname}`, imageUrl: `${publicUrl}${SITE_IMAGE_PATH}` }
}

function shareMetaTags(meta: ShareMeta): string {
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}" />`
  const tags = [
    property('og:type', 'website'),
    property('og:site_name', SITE_NAME),
    property('og:locale', 'pt_BR'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:image', meta.imageUrl),
  ]
  if (meta.card) {
    tags.push(
      property('og:image:type', 'image/jpeg'),
      property('og:image:width', String(SHARE_CARD.width)),
      property('og:image:height', String(SHARE_CARD.height)),
      property('og:image:alt', meta.card.alt),
    )
  }
  tags.push(`<meta name="twitter:card" content="${meta.card ? 'summary_large_image' : 'summary'}" />`)
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />')
  return tags.join('\n    ')
}

/**
 * The shell with the page's title and description in place of its own, and the Open Graph and
 * X tags at the end of its head: link previews are built from these, by crawlers that run no
 * JavaScript, so every visitor gets them (they are a few hundred bytes).
 */
export function withShareMeta(shell: string, meta: ShareMeta): string {
  const pageTitle = meta.title.includes(SITE_NAME) ? meta.title : `${meta.title} · ${SITE_NAME}`
  return shell
    .replace(titlePattern, () => `<title>${escapeHtml(pageTitle)}</title>`)
    .replace(descriptionPattern, () => `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace('</head>', () => `\n    ${shareMetaTags(meta)}\n  </head>`)
}
