import type { VitePWAOptions } from 'vite-plugin-pwa'

/** The installable app: manifest and a service worker precaching the app shell and route chunks. */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Roteiro Viagens',
    short_name: 'Roteiro',
    description: 'Excursões, viagens nacionais e internacionais, cruzeiros, F1 e MotoGP.',
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#15151E',
    background_color: '#15151E',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//],
  },
}
