import { defineConfig } from 'vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { VitePWA } from 'vite-plugin-pwa'
import { compression } from 'vite-plugin-compression2'
import { routePaths } from './scripts/vite-route-paths.ts'
import { pwaOptions } from './src/client/pwa/pwa-options.ts'

const routeTreeFile = './src/client/routeTree.gen.ts'
const apiPort = Number(process.env.API_PORT ?? 3000)

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/client/routes',
      generatedRouteTree: routeTreeFile,
    }),
    react(),
    lingui(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    VitePWA(pwaOptions),
    routePaths(routeTreeFile),
    // Brotli and gzip copies beside each text asset; the server sends the one the browser accepts.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json|webmanifest|txt)$/ }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // Chakra's theme module builds its full default config at load time; marking its config
      // helpers pure lets the recipes we do not register fall out of the bundle.
      treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineTokens', 'defineSemanticTokens', 'defineKeyframes', 'defineTextStyles', 'defineLayerStyles', 'defineAnimationStyles', 'defineGlobalStyles'] },
    },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
})
