import './ui/plain/base.css'
import { startApp } from './app.tsx'
import { reloadOnChunkError } from './pwa/reload-guard.ts'
import { shellHeroPainted } from './shell-hero-painted.ts'

/*
 * The entry. Its code is all in the HTML's module preloads, so it downloads in parallel; the app
 * draws only once the static shell's largest image (the home banner, a trip's first photo: see
 * src/server/http/shell-hero.ts) has painted, so that image never waits behind the JavaScript.
 */
reloadOnChunkError()
await shellHeroPainted()
await startApp()
