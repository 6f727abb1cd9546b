import { mix } from './color.ts'
import type { Palette } from './palettes.ts'
import type { Random } from './random.ts'

/** What every scene draws on: its size, its light and its own random stream. */
export interface Canvas {
  w: number
  h: number
  rand: Random
  pal: Palette
}

const round = (n: number) => Math.round(n * 10) / 10

/** The tone of a layer `depth` away from the viewer: far layers melt into the horizon's haze. */
export const layerColor = (pal: Palette, depth: number) => mix(pal.land, pal.sky[2], depth)

/** Sky gradient down to `horizon`, with sun and glow (moon and stars at night). */
export function sky(c: Canvas, horizon: number, sunX = c.w * c.rand.between(0.2, 0.8)): string {
  const { pal, w, rand } = c
  const [top, middle, low] = pal.sky
  const sunY = horizon - pal.sunHeight * horizon * 0.9 - c.h * 0.02
  const r = c.h * (pal.night ? 0.05 : 0.075)
  let out = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${middle}"/><stop offset="1" stop-color="${low}"/></linearGradient>`
  out += `<radialGradient id="glow"><stop offset="0" stop-color="${pal.sun}" stop-opacity="0.75"/><stop offset="1" stop-color="${pal.sun}" stop-opacity="0"/></radialGradient></defs>`
  out += `<rect width="${w}" height="${round(horizon + 2)}" fill="url(#sky)"/>`
  if (pal.night) {
    for (let i = 0; i < 90; i++) {
      out += `<circle cx="${round(rand() * w)}" cy="${round(rand() * horizon * 0.85)}" r="${round(rand.between(0.6, 2.2) * (c.w / 1600))}" fill="#fff" fill-opacity="${round(rand.between(0.3, 0.95))}"/>`
    }
  }
  out += `<circle cx="${round(sunX)}" cy="${round(sunY)}" r="${round(r * 4)}" fill="url(#glow)"/>`
  out += `<circle cx="${round(sunX)}" cy="${round(sunY)}" r="${round(r)}" fill="${pal.sun}"/>`
  return out
}

/** A jagged ridge by midpoint displacement, filled down to the bottom edge. */
export function ridge(c: Canvas, baseY: number, amplitude: number, fill: string, roughness = 0.55): string {
  const peaks = c.rand.int(3, 6)
  let points: [number, number][] = Array.from({ length: peaks + 1 }, (_, i) => [(i / peaks) * c.w, baseY + (i % 2 ? -1 : 0.3) * amplitude * c.rand.between(0.4, 1)])
  let spread = amplitude * 0.35
  for (let level = 0; level < 5; level++) {
    const next: [number, number][] = []
    for (let i = 0; i < points.length - 1; i++) {
      const [x1, y1] = points[i]!
      const [x2, y2] = points[i + 1]!
      next.push([x1, y1], [(x1 + x2) / 2, (y1 + y2) / 2 + c.rand.between(-spread, spread)])
    }
    next.push(points[points.length - 1]!)
    points = next
    spread *= roughness
  }
  return `<path d="M0,${c.h} ${points.map(([x, y]) => `L${round(x)},${round(y)}`).join(' ')} L${c.w},${c.h} Z" fill="${fill}"/>`
}

/** Rolling hills: a smooth curve through random heights, filled down to the bottom edge. */
export function hills(c: Canvas, baseY: number, amplitude: number, fill: string, bumps = 5): string {
  const step = c.w / bumps
  const ys = Array.from({ length: bumps + 3 }, () => baseY + c.rand.between(-amplitude, amplitude))
  let d = `M${-step},${c.h} L${-step},${round(ys[0]!)}`
  for (let i = 0; i < bumps + 2; i++) {
    const x0 = (i - 1) * step
    const x1 = i * step
    d += ` C${round(x0 + step / 2)},${round(ys[i]!)} ${round(x1 - step / 2)},${round(ys[i + 1]!)} ${round(x1)},${round(ys[i + 1]!)}`
  }
  return `<path d="${d} L${c.w + step},${c.h} Z" fill="${fill}"/>`
}

export function palm(x: number, groundY: number, height: number, lean: number, color: string): string {
  const topX = x + lean
  const topY = groundY - height
  const trunkW = height * 0.035
  let out = `<path d="M${round(x - trunkW)},${groundY} Q${round(x + lean * 0.2)},${round(groundY - height * 0.55)} ${round(topX)},${round(topY)} Q${round(x + lean * 0.25 + trunkW)},${round(groundY - height * 0.5)} ${round(x + trunkW)},${groundY} Z" fill="${color}"/>`
  const fronds = [-160, -125, -90, -55, -20, 15, 200, 160]
  for (const angle of fronds) {
    const a = (angle * Math.PI) / 180
    const len = height * 0.42
    const tipX = topX + Math.cos(a) * len
    const tipY = topY + Math.sin(a) * len * 0.6 + len * 0.35
    const bendX = topX + Math.cos(a) * len * 0.5
    const bendY = topY + Math.sin(a) * len * 0.6 - len * 0.12
    out += `<path d="M${round(topX)},${round(topY)} Q${round(bendX)},${round(bendY - len * 0.14)} ${round(tipX)},${round(tipY)} Q${round(bendX)},${round(bendY + len * 0.16)} ${round(topX)},${round(topY)} Z" fill="${color}"/>`
  }
  return out
}

export function pine(x: number, groundY: number, height: number, color: string): string {
  const w = height * 0.38
  let out = `<rect x="${round(x - height * 0.03)}" y="${round(groundY - height * 0.15)}" width="${round(height * 0.06)}" height="${round(height * 0.15)}" fill="${color}"/>`
  for (let tier = 0; tier < 3; tier++) {
    const base = groundY - height * (0.12 + tier * 0.26)
    const top = base - height * 0.42
    const half = w * (1 - tier * 0.25)
    out += `<path d="M${round(x - half)},${round(base)} L${round(x)},${round(top)} L${round(x + half)},${round(base)} Z" fill="${color}"/>`
  }
  return out
}

export function cloud(c: Canvas, x: number, y: number, size: number, color = '#ffffff', opacity = 0.8): string {
  let out = `<g fill="${color}" opacity="${opacity}">`
  for (let i = 0; i < 5; i++) {
    out += `<ellipse cx="${round(x + (i - 2) * size * 0.45 + c.rand.between(-0.1, 0.1) * size)}" cy="${round(y - Math.sin((i / 4) * Math.PI) * size * 0.25)}" rx="${round(size * c.rand.between(0.35, 0.55))}" ry="${round(size * c.rand.between(0.2, 0.3))}"/>`
  }
  return `${out}</g>`
}

export function clouds(c: Canvas, count: number, maxY: number, color?: string, opacity = 0.75): string {
  const tint = color ?? (c.pal.night ? mix(c.pal.sky[1], '#ffffff', 0.12) : mix('#ffffff', c.pal.sky[2], 0.2))
  let out = ''
  for (let i = 0; i < count; i++) out += cloud(c, c.rand() * c.w, c.rand.between(0.08, 1) * maxY, c.w * c.rand.between(0.06, 0.12), tint, opacity * c.rand.between(0.6, 1))
  return out
}

export function birds(c: Canvas, count: number, maxY: number, color: string): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = c.rand.between(0.1, 0.9) * c.w
    const y = c.rand.between(0.15, 1) * maxY
    const s = c.w * c.rand.between(0.006, 0.012)
    out += `<path d="M${round(x - s)},${round(y)} Q${round(x - s / 2)},${round(y - s * 0.6)} ${round(x)},${round(y)} Q${round(x + s / 2)},${round(y - s * 0.6)} ${round(x + s)},${round(y)}" stroke="${color}" stroke-width="${round(s * 0.18)}" fill="none"/>`
  }
  return out
}

/** Water from `top` to the bottom: a gradient, the sun's reflection and a few ripples. */
export function water(c: Canvas, top: number, sunX: number): string {
  const { pal, w, h, rand } = c
  let out = `<defs><linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(pal.water, pal.sky[2], 0.45)}"/><stop offset="1" stop-color="${mix(pal.water, pal.land, 0.35)}"/></linearGradient></defs>`
  out += `<rect y="${round(top)}" width="${w}" height="${round(h - top)}" fill="url(#water)"/>`
  for (let i = 0; i < 26; i++) {
    const y = top + (h - top) * Math.pow(rand(), 1.6)
    const spread = (y - top) / (h - top)
    const half = w * (0.01 + spread * 0.05) * rand.between(0.5, 1.4)
    out += `<rect x="${round(sunX - half + rand.between(-1, 1) * w * 0.02)}" y="${round(y)}" width="${round(half * 2)}" height="${round(1 + spread * 4)}" fill="${pal.sun}" fill-opacity="${round(0.25 + (1 - spread) * 0.45)}"/>`
  }
  for (let i = 0; i < 30; i++) {
    const y = top + (h - top) * rand()
    const len = w * rand.between(0.02, 0.08)
    out += `<rect x="${round(rand() * w)}" y="${round(y)}" width="${round(len)}" height="${round(1 + ((y - top) / (h - top)) * 3)}" fill="#ffffff" fill-opacity="0.12"/>`
  }
  return out
}

export const num = round
