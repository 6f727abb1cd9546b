import type { Canvas } from './canvas.ts'
import { palettes, type PaletteName } from './palettes.ts'
import { seededRandom } from './random.ts'
import { carnival, city, cruise, fireworks, historic } from './scenes-city.ts'
import { plane, stage, track } from './scenes-events.ts'
import { beach, dunes, flowers, mountains, underwater, vineyard, waterfall } from './scenes-nature.ts'

const scenes = {
  mountains: (c: Canvas) => mountains(c),
  'snowy-mountains': (c: Canvas) => mountains(c, true),
  beach,
  dunes,
  waterfall,
  underwater,
  vineyard,
  flowers,
  city: (c: Canvas) => city(c),
  'city-eiffel': (c: Canvas) => city(c, 'eiffel'),
  'city-bridge': (c: Canvas) => city(c, 'bridge'),
  'city-obelisk': (c: Canvas) => city(c, 'obelisk'),
  historic,
  carnival,
  fireworks,
  cruise,
  'track-f1': (c: Canvas) => track(c, 'car'),
  'track-moto': (c: Canvas) => track(c, 'motorbike'),
  stage,
  plane,
} satisfies Record<string, (c: Canvas) => string>

export type SceneName = keyof typeof scenes
export type { PaletteName }

/** What a demo picture shows; `seed` makes two pictures of the same scene differ. */
export interface Artwork {
  scene: SceneName
  palette: PaletteName
  seed: string
  alt: string
}

/** The artwork as an SVG document of `w` × `h` pixels. */
export function drawScene(art: Artwork, w: number, h: number): string {
  const seed = `${art.scene}:${art.palette}:${art.seed}`
  const canvas: Canvas = { w, h, rand: seededRandom(seed), pal: palettes[art.palette] }
  const body = `<rect width="${w}" height="${h}" fill="${canvas.pal.land}"/>${scenes[art.scene](canvas)}`
  // Half of the pictures are drawn mirrored, so scenes with a fixed layout (the circuit) still vary.
  const mirrored = seededRandom(`${seed}:mirror`)() < 0.5
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${mirrored ? `<g transform="matrix(-1 0 0 1 ${w} 0)">${body}</g>` : body}</svg>`
}
