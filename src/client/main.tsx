import './ui/plain/base.css'
import { startApp } from './app.tsx'
import { reloadOnChunkError } from './pwa/reload-guard.ts'
import { shellHeroPainted } from './shell-hero-painted.ts'

/*
 * The entry. The app draws only once the static shell's largest image (the home banner, a trip's
 * first photo: see src/server/http/shell-hero.ts) has painted, so that image never waits behind
 * the JavaScript. No top-level await: the entry shares its chunk with the app, and a lazy chunk
 * that imports from it (the saved query cache, say) must not wait for this module to finish.
 */
reloadOnChunkError()
void shellHeroPainted().then(startApp)
