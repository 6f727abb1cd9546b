import './ui/plain/base.css'
import { reloadOnChunkError } from './pwa/reload-guard.ts'
import { shellHeroPainted } from './shell-hero-painted.ts'

/*
 * The entry. The app's code starts downloading at once, but the app starts only once the static
 * shell's largest image (the home banner, a trip's first photo: see src/server/http/shell-hero.ts)
 * has painted, so that image never waits behind the JavaScript.
 */
reloadOnChunkError()
const app = import('./app.tsx')
await shellHeroPainted()
await (await app).startApp()
