/** Draws the app icons in public/icons from one SVG (run once after changing the logo). */
import { readFileSync } from 'node:fs'
import sharp from 'sharp'

const out = 'public/icons'
// The favicon (a hashed asset of the build) is the one drawing of the mark; the icons place it on the app's background.
const favicon = readFileSync('src/client/ui/favicon.svg', 'utf8')
const markAt = (size: number) => favicon.replace('<svg ', `<svg width="${size}" height="${size}" `)

const regular = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: '#15151E' } })
    .composite([{ input: Buffer.from(markAt(Math.round(size * 0.8))), gravity: 'center' }])
    .png()

// Maskable icons fill the square and keep the mark inside the central safe zone.
const maskable = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: '#034184' } })
    .composite([{ input: Buffer.from(markAt(Math.round(size * 0.62))), gravity: 'center' }])
    .png()

await Promise.all([
  regular(192).toFile(`${out}/icon-192.png`),
  regular(512).toFile(`${out}/icon-512.png`),
  maskable(512).toFile(`${out}/icon-maskable-512.png`),
  maskable(180).toFile(`${out}/apple-touch-icon.png`),
])
console.info(`icons written to ${out}`)
