import { type Canvas, birds, clouds, hills, layerColor, num, palm, pine, ridge, sky, water } from './canvas.ts'
import { mix } from './color.ts'

/** Ridges fading into the haze, pines in front; with `snow`, the far peaks are white. */
export function mountains(c: Canvas, snow = false): string {
  const { w, h, rand, pal } = c
  const horizon = h * 0.62
  let out = sky(c, horizon) + clouds(c, 4, horizon * 0.55)
  for (let i = 0; i < 4; i++) {
    const depth = 0.8 - i * 0.2
    const fill = snow && i < 2 ? mix('#ffffff', pal.sky[1], 0.2 + i * 0.25) : layerColor(pal, depth)
    out += ridge(c, horizon - h * 0.2 + i * h * 0.1, h * (0.17 - i * 0.03), fill)
  }
  const lake = rand() < 0.5
  if (lake) out += water(c, h * 0.8, w * 0.5)
  const front = layerColor(pal, 0.04)
  out += hills(c, lake ? h * 0.93 : h * 0.88, h * 0.03, front, 4)
  const trees = rand.int(7, 14)
  for (let i = 0; i < trees; i++) {
    const x = rand() < 0.5 ? rand.between(0, 0.3) * w : rand.between(0.7, 1) * w
    out += pine(x, h * rand.between(0.9, 1.02), h * rand.between(0.12, 0.3), front)
  }
  return out + birds(c, rand.int(0, 4), horizon * 0.6, layerColor(pal, 0.2))
}

export function beach(c: Canvas): string {
  const { w, h, rand, pal } = c
  const horizon = h * 0.56
  const sunX = w * rand.between(0.3, 0.7)
  let out = sky(c, horizon, sunX) + clouds(c, rand.int(2, 5), horizon * 0.6)
  const islandX = w * rand.between(0.1, 0.9)
  const islandW = w * rand.between(0.12, 0.25)
  out += `<path d="M${num(islandX - islandW)},${num(horizon + 1)} Q${num(islandX - islandW * 0.3)},${num(horizon - h * 0.09)} ${num(islandX)},${num(horizon - h * 0.07)} Q${num(islandX + islandW * 0.5)},${num(horizon - h * 0.05)} ${num(islandX + islandW)},${num(horizon + 1)} Z" fill="${layerColor(pal, 0.6)}"/>`
  out += water(c, horizon, sunX)
  const sand = mix('#f3dfb5', pal.sky[2], 0.3)
  const left = rand() < 0.5
  const shore = left
    ? `M0,${num(h * 0.7)} C${num(w * 0.3)},${num(h * 0.74)} ${num(w * 0.6)},${num(h * 0.86)} ${num(w)},${num(h * 0.9)} L${w},${h} L0,${h} Z`
    : `M${w},${num(h * 0.7)} C${num(w * 0.7)},${num(h * 0.74)} ${num(w * 0.4)},${num(h * 0.86)} 0,${num(h * 0.9)} L0,${h} L${w},${h} Z`
  out += `<path d="${shore}" fill="#ffffff" fill-opacity="0.55" transform="translate(0 ${num(-h * 0.012)})"/>`
  out += `<path d="${shore}" fill="${sand}"/>`
  const trunk = layerColor(pal, 0.05)
  const palms = rand.int(2, 3)
  for (let i = 0; i < palms; i++) {
    const x = left ? w * (0.04 + i * 0.09) : w * (0.96 - i * 0.09)
    out += palm(x, h * (0.82 + i * 0.05), h * rand.between(0.45, 0.65), (left ? 1 : -1) * w * rand.between(0.02, 0.07), trunk)
  }
  return out + birds(c, rand.int(1, 4), horizon * 0.7, layerColor(pal, 0.25))
}

export function dunes(c: Canvas): string {
  const { w, h, rand, pal } = c
  const horizon = h * 0.45
  let out = sky(c, horizon) + clouds(c, rand.int(1, 3), horizon * 0.6)
  const light = mix('#fbf6ea', pal.sky[2], 0.15)
  const shade = mix('#d9cdb4', pal.sky[1], 0.2)
  const lagoon = mix('#22c1c3', pal.water, 0.25)
  out += `<rect y="${num(horizon)}" width="${w}" height="${num(h - horizon)}" fill="${shade}"/>`
  for (let i = 0; i < 5; i++) {
    const base = horizon + i * h * 0.12
    out += hills(c, base + h * 0.015, h * 0.04, shade, 3 + i)
    out += hills(c, base + h * 0.03, h * 0.035, light, 3 + i)
    if (i < 4) {
      const lakes = rand.int(1, 2)
      for (let j = 0; j < lakes; j++) {
        out += `<ellipse cx="${num(rand() * w)}" cy="${num(base + h * 0.09)}" rx="${num(w * rand.between(0.08, 0.2))}" ry="${num(h * (0.012 + i * 0.006))}" fill="${lagoon}" fill-opacity="0.95"/>`
      }
    }
  }
  return out
}

export function waterfall(c: Canvas): string {
  const { w, h, rand, pal } = c
  const horizon = h * 0.3
  let out = sky(c, horizon) + clouds(c, 3, horizon * 0.7)
  out += ridge(c, horizon, h * 0.04, layerColor(pal, 0.5), 0.4)
  const cliffTop = h * 0.36
  const rock = mix('#4b3b2f', pal.land, 0.3)
  out += `<path d="M0,${num(cliffTop)} Q${num(w * 0.5)},${num(cliffTop + h * 0.12)} ${w},${num(cliffTop)} L${w},${num(h * 0.72)} L0,${num(h * 0.72)} Z" fill="${rock}"/>`
  out += `<path d="M0,${num(cliffTop - h * 0.02)} Q${num(w * 0.5)},${num(cliffTop + h * 0.1)} ${w},${num(cliffTop - h * 0.02)} L${w},${num(cliffTop + h * 0.02)} Q${num(w * 0.5)},${num(cliffTop + h * 0.14)} 0,${num(cliffTop + h * 0.02)} Z" fill="${layerColor(pal, 0.15)}"/>`
  out += `<defs><linearGradient id="fall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="1" stop-color="#e8f6ff" stop-opacity="0.7"/></linearGradient></defs>`
  const falls = rand.int(6, 10)
  for (let i = 0; i < falls; i++) {
    const x = w * (0.05 + (i / falls) * 0.9) + rand.between(-0.02, 0.02) * w
    const top = cliffTop + Math.sin((x / w) * Math.PI) * h * 0.06 + h * 0.015
    out += `<rect x="${num(x)}" y="${num(top)}" width="${num(w * rand.between(0.02, 0.06))}" height="${num(h * 0.72 - top)}" fill="url(#fall)"/>`
  }
  out += water(c, h * 0.72, w * 0.5)
  for (let i = 0; i < 10; i++) {
    out += `<ellipse cx="${num(rand() * w)}" cy="${num(h * 0.72)}" rx="${num(w * rand.between(0.06, 0.14))}" ry="${num(h * 0.05)}" fill="#ffffff" fill-opacity="0.35"/>`
  }
  const jungle = layerColor(pal, 0.02)
  for (let i = 0; i < 18; i++) {
    const x = rand() < 0.5 ? rand.between(-0.05, 0.22) * w : rand.between(0.78, 1.05) * w
    out += `<circle cx="${num(x)}" cy="${num(h * rand.between(0.78, 1))}" r="${num(h * rand.between(0.06, 0.13))}" fill="${mix(jungle, '#1e6b3a', rand.between(0.2, 0.5))}"/>`
  }
  return out
}

export function underwater(c: Canvas): string {
  const { w, h, rand, pal } = c
  let out = `<defs><linearGradient id="deep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix('#7fe3d8', pal.sky[2], 0.2)}"/><stop offset="0.55" stop-color="${mix('#1a9e9a', pal.water, 0.2)}"/><stop offset="1" stop-color="${mix('#0b4f5c', pal.land, 0.3)}"/></linearGradient></defs>`
  out += `<rect width="${w}" height="${h}" fill="url(#deep)"/>`
  for (let i = 0; i < 7; i++) {
    const x = rand() * w
    out += `<path d="M${num(x)},0 L${num(x + w * 0.05)},0 L${num(x + w * 0.2)},${h} L${num(x + w * 0.08)},${h} Z" fill="#ffffff" fill-opacity="${num(rand.between(0.05, 0.12))}"/>`
  }
  out += hills(c, h * 0.88, h * 0.04, mix('#d9c58f', pal.land, 0.25), 4)
  for (let i = 0; i < 26; i++) {
    const x = rand() * w
    const base = h * rand.between(0.86, 1)
    const tall = h * rand.between(0.12, 0.35)
    const sway = w * rand.between(-0.03, 0.03)
    out += `<path d="M${num(x)},${num(base)} Q${num(x + sway * 2)},${num(base - tall * 0.5)} ${num(x + sway)},${num(base - tall)}" stroke="${mix('#2f8f4e', pal.land, rand.between(0, 0.4))}" stroke-width="${num(w * 0.006)}" stroke-linecap="round" fill="none"/>`
  }
  const fish = mix('#d9a441', pal.land, 0.15)
  const schools = rand.int(2, 3)
  for (let s = 0; s < schools; s++) {
    const cx = rand.between(0.15, 0.85) * w
    const cy = rand.between(0.25, 0.65) * h
    const size = w * rand.between(0.02, 0.04)
    for (let i = 0; i < 7; i++) {
      const x = cx + rand.between(-0.12, 0.12) * w
      const y = cy + rand.between(-0.08, 0.08) * h
      out += `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(size)}" ry="${num(size * 0.36)}" fill="${fish}"/><path d="M${num(x + size * 0.9)},${num(y)} L${num(x + size * 1.5)},${num(y - size * 0.4)} L${num(x + size * 1.5)},${num(y + size * 0.4)} Z" fill="${fish}"/>`
    }
  }
  return out
}

export function vineyard(c: Canvas): string {
  const { w, h, rand, pal } = c
  const horizon = h * 0.5
  let out = sky(c, horizon) + clouds(c, rand.int(2, 4), horizon * 0.6)
  out += hills(c, horizon - h * 0.04, h * 0.05, layerColor(pal, 0.6), 3)
  out += hills(c, horizon + h * 0.04, h * 0.04, mix('#7a9a4a', pal.sky[2], 0.35), 3)
  const field = mix('#8fae4f', pal.land, 0.2)
  out += `<path d="M0,${num(horizon + h * 0.12)} Q${num(w * 0.5)},${num(horizon + h * 0.02)} ${w},${num(horizon + h * 0.14)} L${w},${h} L0,${h} Z" fill="${field}"/>`
  const vine = mix('#3d5a1e', pal.land, 0.35)
  for (let i = 0; i < 14; i++) {
    const t = i / 13
    const y = horizon + h * 0.13 + Math.pow(t, 1.5) * h * 0.9
    out += `<path d="M${num(-w * 0.1)},${num(y + h * 0.05)} Q${num(w * 0.5)},${num(y - h * 0.08 * (1 - t))} ${num(w * 1.1)},${num(y + h * 0.06)}" stroke="${vine}" stroke-width="${num(2 + t * h * 0.03)}" stroke-dasharray="${num(4 + t * 30)} ${num(2 + t * 8)}" fill="none"/>`
  }
  const cypress = layerColor(pal, 0.1)
  const x0 = w * rand.between(0.6, 0.85)
  out += `<rect x="${num(x0 - w * 0.05)}" y="${num(horizon + h * 0.03)}" width="${num(w * 0.09)}" height="${num(h * 0.07)}" fill="${mix('#f2e6cf', pal.sky[2], 0.3)}"/><path d="M${num(x0 - w * 0.06)},${num(horizon + h * 0.035)} L${num(x0 - w * 0.005)},${num(horizon - h * 0.005)} L${num(x0 + w * 0.05)},${num(horizon + h * 0.035)} Z" fill="#a4483a"/>`
  for (let i = 0; i < 4; i++) {
    out += `<ellipse cx="${num(x0 + w * (0.07 + i * 0.025))}" cy="${num(horizon + h * 0.02)}" rx="${num(w * 0.01)}" ry="${num(h * 0.07)}" fill="${cypress}"/>`
  }
  return out
}

export function flowers(c: Canvas): string {
  const { w, h, rand, pal } = c
  const horizon = h * 0.52
  let out = sky(c, horizon) + clouds(c, rand.int(2, 4), horizon * 0.6)
  out += hills(c, horizon - h * 0.01, h * 0.02, layerColor(pal, 0.55), 3)
  const colours = ['#e63946', '#ffb703', '#ff70a6', '#fb8500', '#9b5de5', '#f1faee']
  const vx = w * rand.between(0.35, 0.65)
  const stripes = 16
  for (let i = 0; i < stripes; i++) {
    const x1 = -w * 1.5 + (i / stripes) * w * 4
    const x2 = -w * 1.5 + ((i + 1) / stripes) * w * 4
    const gap = (x2 - x1) * 0.12
    const fill = mix(colours[i % colours.length]!, pal.sky[2], 0.1)
    out += `<path d="M${num(vx + (x1 - vx) * 0.02)},${num(horizon)} L${num(x1 + gap)},${h} L${num(x2 - gap)},${h} L${num(vx + (x2 - vx) * 0.02)},${num(horizon)} Z" fill="${fill}"/>`
  }
  const green = mix('#2d6a4f', pal.land, 0.3)
  out += `<rect y="${num(horizon - 1)}" width="${w}" height="${num(h * 0.012)}" fill="${green}"/>`
  const mx = w * (rand() < 0.5 ? 0.18 : 0.82)
  const mill = layerColor(pal, 0.12)
  const top = horizon - h * 0.3
  out += `<path d="M${num(mx - w * 0.035)},${num(horizon + h * 0.01)} L${num(mx - w * 0.02)},${num(top)} L${num(mx + w * 0.02)},${num(top)} L${num(mx + w * 0.035)},${num(horizon + h * 0.01)} Z" fill="${mill}"/>`
  out += `<path d="M${num(mx - w * 0.025)},${num(top)} L${num(mx)},${num(top - h * 0.05)} L${num(mx + w * 0.025)},${num(top)} Z" fill="${mill}"/>`
  const spin = rand.between(0, 90)
  for (let i = 0; i < 4; i++) {
    out += `<rect x="${num(mx - w * 0.012)}" y="${num(top - h * 0.02 - h * 0.2)}" width="${num(w * 0.024)}" height="${num(h * 0.2)}" fill="${mill}" fill-opacity="0.9" transform="rotate(${num(spin + i * 90)} ${num(mx)} ${num(top - h * 0.02)})"/>`
  }
  return out + birds(c, rand.int(1, 3), horizon * 0.6, layerColor(pal, 0.3))
}
