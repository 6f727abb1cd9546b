import type { Plugin } from 'vite'

/**
 * Writes the entry's stylesheet into index.html instead of linking it. A linked stylesheet blocks
 * the first paint until it arrives, and the static shell (which has its own inline styles) would
 * wait for CSS it does not use; inline, the shell paints as soon as the HTML arrives and the app's
 * styles are there when React draws. Only the entry's CSS (a few kB): lazy screens keep theirs.
 * The file is still written, for the lazy chunks that preload it.
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
          // The file stays: a dynamic import inside a lazy chunk (the payment link's form, the
          // Firestore listener) lists the entry's CSS among its preloads, and a missing file
          // failed that import ("Unable to preload CSS").
          return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`
        })
      },
    },
  }
}
