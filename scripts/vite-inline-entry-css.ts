import type { Plugin } from 'vite'

/**
 * Writes the entry's stylesheet into index.html instead of linking it. A linked stylesheet blocks
 * the first paint until it arrives, and the static shell (which has its own inline styles) would
 * wait for CSS it does not use; inline, the shell paints as soon as the HTML arrives and the app's
 * styles are there when React draws. Only the entry's CSS (a few kB): lazy screens keep theirs.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'roteiro-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const asset = bundle[fileName]
          if (asset?.type !== 'asset') return tag
          delete bundle[fileName]
          return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`
        })
      },
    },
  }
}
