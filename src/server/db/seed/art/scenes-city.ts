import { type Canvas, clouds, hills, layerColor, num, ridge, sky, water } from './canvas.ts'
import { mix } from './color.ts'

export type Landmark = 'none' | 'eiffel' | 'bridge' | 'obelisk'

function skyline(c: Canvas, ground: number, depth: number, maxHeight: number, windows: boolean): string {
  const { w, h, rand, pal } = c
  const fill = layerColor(pal, depth)
  const lit = pal.night ? '#ffd98a' : mix(pal.sky[2], '#ffffff', 0.3)
  let out = ''
  let x = -rand() * w * 0.03
  while (x < w) {
    const bw = w * rand.between(0.025, 0.06)
    const bh = maxHeight * rand.between(0.3, 1)
    out += `<rect x="${num(x)}" y="${num(ground - bh)}" width="${num(bw + 1)}" height="${num(bh + 1)}" fill="${fill}"/>`
    if (rand() < 0.15) out += `<rect x="${num(x + bw / 2 - 1)}" y="${num(ground - bh - h * 0.05)}" width="2" height="${num(h * 0.05)}" fill="${fill}"/>`
    if (windows) {
      for (let wy = ground - bh + h * 0.015; wy < ground - h * 0.01; wy += h * 0.025) {
        for (let wx = x + bw * 0.15; wx < x + bw * 0.85; wx += bw * 0.22) {
          if (rand() < (pal.night ? 0.45 : 0.25)) out += `<rect x="${num(wx)}" y="${num(wy)}" width="${num(bw * 0.1)}" height="${num(h * 0.01)}" fill="${lit}" fill-opacity="0.8"/>`
        }
      }
    }
    x += bw + w * rand.between(0, 0.006)
  }
  return out
}

function landmark(c: Canvas, kind: Landmark, ground: number): string {
  const { w, h, rand, pal } = c
  const fill = layerColor(pal, 0.3)
  const x = w * rand.between(0.55, 0.8)
  if (kind === 'eiffel') {
    const top = ground - h * 0.5
    return `<path d="M${num(x - w * 0.07)},${num(ground)} Q${num(x - w * 0.012)},${num(ground - h * 0.22)} ${num(x - w * 0.004)},${num(top)} L${num(x + w * 0.004)},${num(top)} Q${num(x + w * 0.012)},${num(ground - h * 0.22)} ${num(x + w * 0.07)},${num(ground)} L${num(x + w * 0.035)},${num(ground)} Q${num(x)},${num(ground - h * 0.1)} ${num(x - w * 0.035)},${num(ground)} Z" fill="${fill}"/><rect x="${num(x - w * 0.03)}" y="${num(ground - h * 0.2)}" width="${num(w * 0.06)}" height="${num(h * 0.012)}" fill="${fill}"/><rect x="${num(x - w * 0.018)}" y="${num(ground - h * 0.33)}" width="${num(w * 0.036)}" height="${num(h * 0.01)}" fill="${fill}"/><rect x="${num(x - 1)}" y="${num(top - h * 0.04)}" width="2" height="${num(h * 0.04)}" fill="${fill}"/>`
  }
  if (kind === 'obelisk') {
    const top = ground - h * 0.38
    return `<path d="M${num(x - w * 0.018)},${num(ground)} L${num(x - w * 0.011)},${num(top)} L${num(x)},${num(top - h * 0.04)} L${num(x + w * 0.011)},${num(top)} L${num(x + w * 0.018)},${num(ground)} Z" fill="${mix(fill, '#ffffff', 0.25)}"/>`
  }
  if (kind === 'bridge') {
    const red = mix('#c0392b', pal.land, 0.35)
    const deck = ground - h * 0.1
    let out = `<rect x="0" y="${num(deck)}" width="${w}" height="${num(h * 0.015)}" fill="${red}"/>`
    for (const tx of [w * 0.3, w * 0.72]) {
      out += `<rect x="${num(tx - w * 0.008)}" y="${num(deck - h * 0.3)}" width="${num(w * 0.016)}" height="${num(h * 0.3 + h * 0.1)}" fill="${red}"/>`
    }
    out += `<path d="M0,${num(deck - h * 0.2)} Q${num(w * 0.15)},${num(deck - h * 0.05)} ${num(w * 0.3)},${num(deck - h * 0.3)} Q${num(w * 0.51)},${num(deck - h * 0.01)} ${num(w * 0.72)},${num(deck - h * 0.3)} Q${num(w * 0.86)},${num(deck - h * 0.05)} ${w},${num(deck - h * 0.2)}" stroke="${red}" stroke-width="${num(h * 0.006)}" fill="none"/>`
    return out
  }
  return ''
}

export function city(c: Canvas, kind: Landmark = 'none'): string {
  const { w, h, rand } = c
  const ground = h * 0.68
  const sunX = w * rand.between(0.2, 0.8)
  let out = sky(c, ground, sunX) + clouds(c, rand.int(1, 4), ground * 0.5)
  out += skyline(c, ground, 0.55, h * 0.3, false)
  out += landmark(c, kind, ground)
  out += skyline(c, ground, 0.15, h * (kind === 'none' ? 0.42 : 0.2), true)
  out += water(c, ground, sunX)
  return out
}

function houses(c: Canvas, ground: number, height: number, colours: readonly string[]): string {
  const { w, rand, pal } = c
  let out = ''
  let x = -rand() * w * 0.05
  while (x < w) {
    const hw = w * rand.between(0.06, 0.11)
    const wall = mix(rand.pick(colours), pal.sky[2], 0.15)
    const frame = mix(rand.pick(['#1d3557', '#2a9d8f', '#e76f51', '#6a4c93', '#264653']), pal.land, 0.2)
    const hh = height * rand.between(0.75, 1)
    out += `<rect x="${num(x)}" y="${num(ground - hh)}" width="${num(hw)}" height="${num(hh)}" fill="${wall}"/>`
    out += `<path d="M${num(x - hw * 0.05)},${num(ground - hh)} L${num(x + hw / 2)},${num(ground - hh - height * 0.22)} L${num(x + hw * 1.05)},${num(ground - hh)} Z" fill="${mix('#b5523b', pal.land, 0.25)}"/>`
    const openings = Math.max(2, Math.round(hw / (w * 0.03)))
    for (let i = 0; i < openings; i++) {
      const ox = x + (hw / openings) * (i + 0.3)
      out += `<rect x="${num(ox)}" y="${num(ground - hh * (i === 0 ? 0.5 : 0.75))}" width="${num((hw / openings) * 0.4)}" height="${num(hh * (i === 0 ? 0.5 : 0.3))}" fill="${frame}"/>`
    }
    x += hw + w * 0.004
  }
  return out
}

function church(c: Canvas, x: number, ground: number, size: number): string {
  const wall = mix('#f7f1e3', c.pal.sky[2], 0.2)
  const trim = mix('#8d6e63', c.pal.land, 0.2)
  let out = `<rect x="${num(x - size * 0.35)}" y="${num(ground - size * 0.7)}" width="${num(size * 0.7)}" height="${num(size * 0.7)}" fill="${wall}"/>`
  out += `<path d="M${num(x - size * 0.35)},${num(ground - size * 0.7)} Q${num(x)},${num(ground - size * 1.05)} ${num(x + size * 0.35)},${num(ground - size * 0.7)} Z" fill="${wall}" stroke="${trim}" stroke-width="${num(size * 0.015)}"/>`
  for (const tx of [x - size * 0.45, x + size * 0.45]) {
    out += `<rect x="${num(tx - size * 0.12)}" y="${num(ground - size * 1.05)}" width="${num(size * 0.24)}" height="${num(size * 1.05)}" fill="${wall}"/>`
    out += `<rect x="${num(tx - size * 0.05)}" y="${num(ground - size * 0.92)}" width="${num(size * 0.1)}" height="${num(size * 0.14)}" rx="${num(size * 0.05)}" fill="${trim}"/>`
    out += `<path d="M${num(tx - size * 0.13)},${num(ground - size * 1.05)} Q${num(tx)},${num(ground - size * 1.35)} ${num(tx + size * 0.13)},${num(ground - size * 1.05)} Z" fill="${trim}"/>`
  }
  out += `<rect x="${num(x - size * 0.08)}" y="${num(ground - size * 0.3)}" width="${num(size * 0.16)}" height="${num(size * 0.3)}" rx="${num(size * 0.08)}" fill="${trim}"/>`
  return out
}

const colonial = ['#ffffff', '#f6e7c1', '#fce1a8', '#b8e0d2', '#f4b6a6', '#cfe1f3'] as const
const festive = ['#ffbe0b', '#fb5607', '#ff006e', '#8338ec', '#3a86ff', '#06d6a0'] as const

export function historic(c: Canvas): string {
  const { w, h, rand, pal } = c
  const horizon = h * 0.5
  let out = sky(c, horizon) + clouds(c, rand.int(2, 4), horizon * 0.6)
  out += ridge(c, horizon - h * 0.06, h * 0.08, layerColor(pal, 0.6), 0.5)
  out += hills(c, horizon + h * 0.05, h * 0.05, mix('#4f772d', pal.sky[2], 0.35), 3)
  out += church(c, w * rand.between(0.3, 0.7), horizon + h * 0.12, h * 0.26)
  out += houses(c, h * 0.86, h * 0.18, colonial)
  out += `<rect y="${num(h * 0.86)}" width="${w}" height="${num(h * 0.14)}" fill="${mix('#8a7f72', pal.land, 0.3)}"/>`
  for (let i = 0; i < 60; i++) {
    out += `<ellipse cx="${num(rand() * w)}" cy="${num(h * rand.between(0.88, 1))}" rx="${num(w * 0.01)}" ry="${num(h * 0.006)}" fill="${mix('#b0a394', pal.land, 0.2)}"/>`
  }
  return out
}

export function carnival(c: Canvas): string {
  const { w, h, rand, pal } = c
  let out = sky(c, h * 0.6) + houses(c, h * 0.92, h * 0.42, festive)
  out += `<rect y="${num(h * 0.92)}" width="${w}" height="${num(h * 0.08)}" fill="${mix('#8a7f72', pal.land, 0.3)}"/>`
  for (let line = 0; line < 3; line++) {
    const y = h * (0.1 + line * 0.13)
    const sag = h * 0.1
    out += `<path d="M0,${num(y)} Q${num(w / 2)},${num(y + sag * 2)} ${w},${num(y)}" stroke="#ffffff" stroke-width="1.5" stroke-opacity="0.6" fill="none"/>`
    for (let i = 0; i <= 28; i++) {
      const t = i / 28
      const fx = t * w
      const fy = y + 2 * t * (1 - t) * sag * 2
      const s = w * 0.012
      out += `<path d="M${num(fx - s)},${num(fy)} L${num(fx + s)},${num(fy)} L${num(fx)},${num(fy + s * 2)} Z" fill="${festive[(i + line) % festive.length]}"/>`
    }
  }
  for (let i = 0; i < 140; i++) {
    const x = rand() * w
    const y = rand() * h * 0.95
    out += `<rect x="${num(x)}" y="${num(y)}" width="${num(w * 0.006)}" height="${num(w * 0.003)}" fill="${rand.pick(festive)}" transform="rotate(${num(rand() * 180)} ${num(x)} ${num(y)})"/>`
  }
  for (let i = 0; i < 5; i++) {
    const x = rand() * w
    out += `<path d="M${num(x)},0 C${num(x + w * 0.1)},${num(h * 0.2)} ${num(x - w * 0.1)},${num(h * 0.35)} ${num(x + w * 0.05)},${num(h * 0.55)}" stroke="${rand.pick(festive)}" stroke-width="${num(h * 0.008)}" fill="none" stroke-opacity="0.85"/>`
  }
  return out + `<rect width="${w}" height="${h}" fill="${pal.sky[0]}" fill-opacity="0.08"/>`
}

export function fireworks(c: Canvas): string {
  const { w, h, rand, pal } = c
  const horizon = h * 0.72
  let out = sky(c, horizon, w * 1.5) + water(c, horizon, -w)
  const bursts = rand.int(5, 8)
  for (let b = 0; b < bursts; b++) {
    const cx = rand.between(0.08, 0.92) * w
    const cy = rand.between(0.12, 0.5) * h
    const r = h * rand.between(0.08, 0.17)
    const colour = rand.pick(pal.accents)
    out += `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 1.3)}" fill="${colour}" fill-opacity="0.1"/>`
    const rays = rand.int(18, 30)
    for (let i = 0; i < rays; i++) {
      const a = (i / rays) * Math.PI * 2
      const x2 = cx + Math.cos(a) * r
      const y2 = cy + Math.sin(a) * r + r * 0.08
      out += `<line x1="${num(cx + Math.cos(a) * r * 0.25)}" y1="${num(cy + Math.sin(a) * r * 0.25)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${colour}" stroke-width="${num(h * 0.004)}" stroke-linecap="round" stroke-opacity="0.85"/><circle cx="${num(x2)}" cy="${num(y2)}" r="${num(h * 0.005)}" fill="#ffffff"/>`
    }
    for (let k = 0; k < 9; k++) {
      const y = horizon + (h - horizon) * (k / 9 + rand() * 0.05)
      const half = w * rand.between(0.006, 0.02)
      out += `<rect x="${num(cx - half)}" y="${num(y)}" width="${num(half * 2)}" height="${num(h * 0.008)}" fill="${colour}" fill-opacity="${num(0.5 - k * 0.04)}"/>`
    }
  }
  return out + skyline(c, horizon, 0.1, h * 0.12, true)
}

export function cruise(c: Canvas): string {
  const { w, h, rand, pal } = c
  const horizon = h * 0.55
  const sunX = w * rand.between(0.15, 0.85)
  let out = sky(c, horizon, sunX) + clouds(c, rand.int(2, 5), horizon * 0.6)
  out += `<path d="M${num(w * 0.6)},${num(horizon + 1)} Q${num(w * 0.75)},${num(horizon - h * 0.08)} ${num(w * 0.95)},${num(horizon + 1)} Z" fill="${layerColor(pal, 0.6)}"/>`
  out += water(c, horizon, sunX)
  const x = w * rand.between(0.08, 0.3)
  const len = w * 0.55
  const deck = horizon + h * 0.06
  const hull = mix('#ffffff', pal.sky[2], 0.15)
  const dark = mix('#1d3557', pal.land, 0.3)
  out += `<path d="M${num(x + len)},${num(deck + h * 0.05)} L${num(x + len * 1.3)},${num(deck + h * 0.08)} L${num(x + len * 1.3)},${num(deck + h * 0.05)} Z" fill="#ffffff" fill-opacity="0.5"/>`
  out += `<path d="M${num(x)},${num(deck)} L${num(x + len)},${num(deck)} L${num(x + len * 0.96)},${num(deck + h * 0.08)} L${num(x + len * 0.06)},${num(deck + h * 0.08)} Z" fill="${hull}"/>`
  out += `<rect x="${num(x + len * 0.06)}" y="${num(deck + h * 0.06)}" width="${num(len * 0.9)}" height="${num(h * 0.02)}" fill="${dark}"/>`
  for (let level = 0; level < 4; level++) {
    const inset = len * (0.08 + level * 0.07)
    const top = deck - (level + 1) * h * 0.035
    out += `<rect x="${num(x + inset)}" y="${num(top)}" width="${num(len - inset * 1.6)}" height="${num(h * 0.036)}" fill="${hull}"/>`
    for (let wx = x + inset + len * 0.02; wx < x + len - inset * 0.6 - len * 0.02; wx += len * 0.025) {
      out += `<rect x="${num(wx)}" y="${num(top + h * 0.012)}" width="${num(len * 0.012)}" height="${num(h * 0.01)}" fill="${dark}" fill-opacity="0.7"/>`
    }
  }
  const funnelX = x + len * 0.55
  out += `<path d="M${num(funnelX)},${num(deck - h * 0.14)} L${num(funnelX + len * 0.01)},${num(deck - h * 0.22)} L${num(funnelX + len * 0.08)},${num(deck - h * 0.22)} L${num(funnelX + len * 0.07)},${num(deck - h * 0.14)} Z" fill="${mix(rand.pick(pal.accents), pal.land, 0.1)}"/>`
  return out
}
