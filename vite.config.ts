import { createHash } from 'node:crypto'
import { defineConfig } from 'vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import babel from 'vite-plugin-babel'
import { VitePWA } from 'vite-plugin-pwa'
import { compression } from 'vite-plugin-compression2'
import { inlineEntryCss } from './scripts/vite-inline-entry-css.ts'
import { routePaths } from './scripts/vite-route-paths.ts'
import { slimRouteTree } from './scripts/vite-slim-route-tree.ts'
import { pwaOptions } from './src/client/pwa/pwa-options.ts'

const routeTreeFile = './src/client/routeTree.gen.ts'

/**
 * The public first loads (home, the trip lists, a trip): their loaders stay in the route tree, so
 * a first visit asks for their data at once, while their screens download. Every other route's
 * loader comes in its screen's chunk, so what it imports (checkout, purchases, account, admin)
 * stays out of a first visit's JavaScript.
 */
const publicRouteIds = new Set(['/_default/', '/_default/trips', '/_default/trip/$name', '/_default/f1', '/_default/motogp'])
const splitComponentsOnly = [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']] as const
/**
 * Modules that a first visit to any public screen needs besides the entry's chunk (the trip grid
 * is not: the trip page, the heaviest first load, does not draw it). The payment link's page uses
 * the prices, dates and title of the first group, not the catalogue's UI of the second. TanStack
 * Query is in neither: the public screens draw without it (src/client/public-answers.ts).
 */
const publicScreensShared = new RegExp([String.raw`src[\/]domain[\/](money|trip-dates)\.ts`, String.raw`src[\/]client[\/]ui[\/]use-document-title\.ts`].join('|'))
const catalogueScreensShared = new RegExp(
  [
    String.raw`src[\/]client[\/]ui[\/](responsive-image|page-title|plain[\/](badge|field))\.tsx`,
    String.raw`src[\/]client[\/](features|ui)[\/]trips[\/]labels\.ts`,
    // What loads the touch parts on the first touch (the carousel's and the gallery's): a chunk of its own was one more request.
    String.raw`src[\/]client[\/]ui[\/]touch[\/]use-touch-parts\.ts`,
  ].join('|'),
)
/**
 * Lingui's macros are a Babel plugin: vite-plugin-babel runs it and nothing else (TypeScript and JSX
 * are parsed, not transformed), one instance per syntax since JSX parsing breaks a .ts file's
 * generics. @rolldown/plugin-babel, the Vite 8 docs' choice, declares Node 22 (docs/DECISIONS.md, "Node").
 */
const linguiMacros = (include: RegExp, syntax: ('typescript' | 'jsx')[]) =>
  babel({ include, babelConfig: { plugins: ['@lingui/babel-plugin-lingui-macro'], parserOpts: { plugins: syntax }, sourceMaps: true } })

const apiPort = Number(process.env.API_PORT ?? 3000)

/** Short class names for CSS modules in a build (their maps are part of the first load's JavaScript). */
const shortClassName = (name: string, file: string) => `_${createHash('sha1').update(`${file}:${name}`).digest('base64url').replace(/[-_]/g, '').slice(0, 5)}`

export default defineConfig(({ command }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        splitBehavior: ({ routeId }) => {
          // The public pages' layout is part of every public first load: in the entry's chunk.
          if (routeId === '/_default') return [['pendingComponent'], ['errorComponent'], ['notFoundComponent']]
          return publicRouteIds.has(routeId) ? splitComponentsOnly.map((group) => [...group]) : undefined
        },
      },
      routesDirectory: './src/client/routes',
      generatedRouteTree: routeTreeFile,
    }),
    react(),
    lingui(),
    linguiMacros(/[\\/]src[\\/][^?]*\.ts(\?.*)?$/, ['typescript']),
    linguiMacros(/[\\/]src[\\/][^?]*\.tsx(\?.*)?$/, ['typescript', 'jsx']),
    slimRouteTree({ routeFiles: /[\\/]src[\\/]client[\\/]routes[\\/][^?]*\.tsx?(\?.*)?$/, routeTreeFile: /[\\/]src[\\/]client[\\/]routeTree\.gen\.ts$/ }),
    inlineEntryCss(),
    VitePWA(pwaOptions),
    routePaths(routeTreeFile),
    // Brotli and gzip copies beside each text asset; the server sends the one the browser accepts.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json|webmanifest|txt)$/ }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: false,
    rolldownOptions: {
      // Everything the entry needs statically in one chunk: the lazy screens import from it
      // instead of from dozens of small shared chunks, each a request. What the public screens
      // share beyond it (a trip's card, dates and prices) is one more chunk.
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'screens', test: publicScreensShared, priority: 1 },
            { name: 'catalogue', test: catalogueScreensShared, priority: 1 },
          ],
        },
      },
      // Chakra's theme module builds its full default config at load time; marking its config
      // helpers pure lets the recipes we do not register fall out of the bundle.
      treeshake: {
        manualPureFunctions: [
          'defineConfig',
          'defineRecipe',
          'defineSlotRecipe',
          'defineTokens',
          'defineSemanticTokens',
          'defineKeyframes',
          'defineTextStyles',
          'defineLayerStyles',
          'defineAnimationStyles',
          'defineGlobalStyles',
        ],
      },
    },
  },
  css: { modules: command === 'build' ? { generateScopedName: shortClassName } : {} },
  resolve: {
    // React 19 has useSyncExternalStore: TanStack Store's selector hook needs no shim for older Reacts.
    alias: [{ find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' }],
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
}))
