/**
 * This build's name: VITE_BUILD_ID when the deploy sets one, else the entry chunk's hashed file
 * name, which changes whenever any chunk does (it imports them all by their hashed names). The
 * entry (app.tsx) imports this module, so `import.meta.url` here is the entry chunk's.
 */
export const buildId = import.meta.env.VITE_BUILD_ID || (new URL(import.meta.url).pathname.split('/').pop() ?? 'dev')
