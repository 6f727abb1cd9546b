import { type Canvas, clouds, hills, layerColor, num, sky } from './canvas.ts'
import { mix } from './color.ts'

function car(x: number, y: number, size: number, body: string): string {
  const wheel = '#111318'
  return `<path d="M${num(x - size)},${num(y)} L${num(x - size)},${num(y - size * 0.22)} L${num(x - size * 0.85)},${num(y - size * 0.22)} L${num(x - size * 0.7)},${num(y - size * 0.12)} L${num(x - size * 0.15)},${num(y - size * 0.18)} L${num(x - size * 0.05)},${num(y - size * 0.3)} L${num(x + size * 0.15)},${num(y - size * 0.3)} L${num(x + size * 0.25)},${num(y - size * 0.16)} L${num(x + size * 0.95)},${num(y - size * 0.1)} L${num(x + size)},${num(y)} Z" fill="${body}"/><circle cx="${num(x - size * 0.62)}" cy="${num(y)}" r="${num(size * 0.16)}" fill="${wheel}"/><circle cx="${num(x + size * 0.62)}" cy="${num(y)}" r="${num(size * 0.14)}" fill="${wheel}"/>`
}

function motorbike(x: number, y: number, size: number, body: string): string {
  const wheel = '#111318'
  return `<circle cx="${num(x - size * 0.55)}" cy="${num(y)}" r="${num(size * 0.28)}" fill="none" stroke="${wheel}" stroke-width="${num(size * 0.1)}"/><circle cx="${num(x + size * 0.55)}" cy="${num(y)}" r="${num(size * 0.28)}" fill="none" stroke="${wheel}" stroke-width="${num(size * 0.1)}"/><path d="M${num(x - size * 0.6)},${num(y - size * 0.15)} L${num(x - size * 0.1)},${num(y - size * 0.45)} L${num(x + size * 0.35)},${num(y - size * 0.55)} L${num(x + size * 0.7)},${num(y - size * 0.3)} L${num(x + size * 0.4)},${num(y - size * 0.05)} L${num(x - size * 0.2)},${num(y - size * 0.05)} Z" fill="${body}"/><ellipse cx="${num(x + size * 0.05)}" cy="${num(y - size * 0.68)}" rx="${num(size * 0.3)}" ry="${num(size * 0.14)}" fill="${body}" transform="rotate(-15 ${num(x)} ${num(y - size * 0.68)})"/><circle cx="${num(x + size * 0.3)}" cy="${num(y - size * 0.78)}" r="${num(size * 0.13)}" fill="${mix(body, '#ffffff', 0.4)}"/>`
}

/** A circuit seen from the grandstand: asphalt, kerbs, the crowd and a car (or a motorbike) at speed. */
export function track(c: Canvas, vehicle: 'car' | 'motorbike'): string {
  const { w, h, rand, pal } = c
  const horizon = h * 0.32
  let out = sky(c, horizon) + clouds(c, rand.int(2, 4), horizon * 0.6)
  out += hills(c, horizon, h * 0.02, layerColor(pal, 0.5), 3)
  out += `<rect y="${num(horizon)}" width="${w}" height="${num(h - horizon)}" fill="${mix('#4c8c3a', pal.sky[2], 0.2)}"/>`
  const stand = layerColor(pal, 0.3)
  out += `<path d="M0,${num(horizon + h * 0.09)} L${num(w * 0.45)},${num(horizon + h * 0.05)} L${num(w * 0.45)},${num(horizon - h * 0.02)} L0,${num(horizon - h * 0.04)} Z" fill="${stand}"/>`
  for (let i = 0; i < 160; i++) {
    const tx = rand() * w * 0.44
    const ty = horizon - h * 0.03 + rand() * h * 0.09 - (tx / w) * h * 0.06
    out += `<rect x="${num(tx)}" y="${num(ty)}" width="${num(w * 0.004)}" height="${num(h * 0.008)}" fill="${rand.pick(['#ffffff', '#e63946', '#ffb703', '#1d3557', '#2a9d8f'])}"/>`
  }
  out += `<rect x="0" y="${num(horizon - h * 0.07)}" width="${num(w * 0.46)}" height="${num(h * 0.02)}" fill="${mix(stand, '#ffffff', 0.3)}" transform="skewY(-3)"/>`
  const bend = rand.between(-0.08, 0.08)
  const road = `M${num(-w * 0.1)},${num(h * (0.78 + bend / 2))} C${num(w * 0.35)},${num(h * 0.95)} ${num(w * (0.75 + bend))},${num(h * (0.7 + bend))} ${num(w * (0.7 + bend))},${num(h * 0.5)} S${num(w * 0.95)},${num(h * (0.36 - bend / 2))} ${num(w * 1.1)},${num(h * 0.42)}`
  out += `<path d="${road}" stroke="#ffffff" stroke-width="${num(h * 0.24)}" fill="none"/>`
  out += `<path d="${road}" stroke="#d62828" stroke-width="${num(h * 0.24)}" stroke-dasharray="${num(w * 0.02)} ${num(w * 0.02)}" fill="none"/>`
  out += `<path d="${road}" stroke="${mix('#3b3d45', pal.land, 0.2)}" stroke-width="${num(h * 0.2)}" fill="none"/>`
  out += `<path d="${road}" stroke="#ffffff" stroke-width="${num(h * 0.005)}" stroke-dasharray="${num(w * 0.03)} ${num(w * 0.04)}" stroke-opacity="0.6" fill="none"/>`
  const speed = rand.pick(['#e10600', '#00a19c', '#ff8000', '#1e41ff', '#f5f5f5'])
  const x = w * rand.between(0.25, 0.4)
  const y = h * 0.86
  for (let i = 0; i < 5; i++) {
    out += `<rect x="${num(x - w * (0.12 + i * 0.03))}" y="${num(y - h * (0.02 + i * 0.02))}" width="${num(w * (0.08 + rand() * 0.05))}" height="${num(h * 0.004)}" fill="#ffffff" fill-opacity="0.5"/>`
  }
  out += vehicle === 'car' ? car(x, y, w * 0.11, speed) : motorbike(x, y, w * 0.07, speed)
  const fx = w * 0.86
  const fy = h * 0.08
  const cell = h * 0.03
  out += `<rect x="${num(fx - 2)}" y="${num(fy)}" width="4" height="${num(h * 0.3)}" fill="${layerColor(pal, 0.1)}"/>`
  for (let r = 0; r < 4; r++) {
    for (let k = 0; k < 5; k++)
      out += `<rect x="${num(fx + 2 + k * cell)}" y="${num(fy + r * cell)}" width="${num(cell)}" height="${num(cell)}" fill="${(r + k) % 2 ? '#111111' : '#ffffff'}"/>`
  }
  return out
}

export function stage(c: Canvas): string {
  const { w, h, rand, pal } = c
  let out = sky(c, h, w * 1.5)
  const stageTop = h * 0.55
  const truss = h * 0.1
  for (let i = 0; i < 9; i++) {
    const x = w * (0.12 + i * 0.095)
    const colour = pal.accents[i % pal.accents.length]!
    const spread = w * rand.between(0.05, 0.16)
    const target = x + w * rand.between(-0.2, 0.2)
    out += `<path d="M${num(x)},${num(truss)} L${num(target - spread)},${h} L${num(target + spread)},${h} Z" fill="${colour}" fill-opacity="0.22"/><circle cx="${num(x)}" cy="${num(truss)}" r="${num(h * 0.012)}" fill="#ffffff"/>`
  }
  const metal = layerColor(pal, 0.35)
  out += `<rect x="${num(w * 0.08)}" y="${num(truss - h * 0.02)}" width="${num(w * 0.84)}" height="${num(h * 0.02)}" fill="${metal}"/>`
  out += `<rect x="${num(w * 0.08)}" y="${num(truss)}" width="${num(w * 0.012)}" height="${num(stageTop - truss)}" fill="${metal}"/><rect x="${num(w * 0.908)}" y="${num(truss)}" width="${num(w * 0.012)}" height="${num(stageTop - truss)}" fill="${metal}"/>`
  out += `<rect x="${num(w * 0.3)}" y="${num(h * 0.2)}" width="${num(w * 0.4)}" height="${num(h * 0.25)}" fill="${mix(pal.accents[0]!, pal.sky[0], 0.5)}" fill-opacity="0.7"/>`
  out += `<rect x="${num(w * 0.05)}" y="${num(stageTop)}" width="${num(w * 0.9)}" height="${num(h * 0.05)}" fill="${layerColor(pal, 0.15)}"/>`
  const crowd = '#050508'
  for (let i = 0; i < 70; i++) {
    const x = rand() * w
    const y = h * rand.between(0.78, 0.95)
    const r = h * rand.between(0.025, 0.04)
    out += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${crowd}"/><rect x="${num(x - r * 1.3)}" y="${num(y + r * 0.8)}" width="${num(r * 2.6)}" height="${num(h)}" rx="${num(r)}" fill="${crowd}"/>`
    if (rand() < 0.25)
      out += `<line x1="${num(x + r)}" y1="${num(y + r)}" x2="${num(x + r * 2.2)}" y2="${num(y - r * 2.5)}" stroke="${crowd}" stroke-width="${num(r * 0.5)}" stroke-linecap="round"/>`
  }
  return out
}

/** Above the clouds: for travel advice, insurance and anything about flying. */
export function plane(c: Canvas): string {
  const { w, h, rand, pal } = c
  let out = sky(c, h * 0.75)
  out += `<rect y="${num(h * 0.74)}" width="${w}" height="${num(h * 0.26)}" fill="${mix('#ffffff', pal.sky[2], 0.35)}"/>`
  for (let i = 0; i < 14; i++)
    out += `<ellipse cx="${num((i / 13) * w)}" cy="${num(h * rand.between(0.72, 0.78))}" rx="${num(w * 0.09)}" ry="${num(h * 0.06)}" fill="${mix('#ffffff', pal.sky[2], 0.25)}"/>`
  out += clouds(c, 3, h * 0.5, '#ffffff', 0.5)
  const x = w * rand.between(0.45, 0.65)
  const y = h * rand.between(0.3, 0.42)
  const s = w * 0.2
  const body = mix('#f8f9fb', pal.sky[1], 0.12)
  out += `<path d="M${num(x - s * 2.5)},${num(y + s * 0.35)} L${num(x - s * 0.9)},${num(y + s * 0.05)}" stroke="#ffffff" stroke-width="${num(s * 0.03)}" stroke-opacity="0.6"/>`
  out += `<g transform="rotate(-12 ${num(x)} ${num(y)})"><path d="M${num(x - s)},${num(y)} Q${num(x - s)},${num(y - s * 0.09)} ${num(x - s * 0.8)},${num(y - s * 0.09)} L${num(x + s * 0.8)},${num(y - s * 0.09)} Q${num(x + s * 1.05)},${num(y - s * 0.06)} ${num(x + s * 1.05)},${num(y)} Q${num(x + s * 1.05)},${num(y + s * 0.07)} ${num(x + s * 0.8)},${num(y + s * 0.08)} L${num(x - s * 0.8)},${num(y + s * 0.08)} Z" fill="${body}"/>`
  out += `<path d="M${num(x - s * 0.1)},${num(y)} L${num(x - s * 0.45)},${num(y + s * 0.55)} L${num(x - s * 0.3)},${num(y + s * 0.55)} L${num(x + s * 0.25)},${num(y + s * 0.02)} Z" fill="${mix(body, pal.land, 0.15)}"/>`
  out += `<path d="M${num(x - s * 0.75)},${num(y - s * 0.08)} L${num(x - s * 1.02)},${num(y - s * 0.38)} L${num(x - s * 0.88)},${num(y - s * 0.38)} L${num(x - s * 0.55)},${num(y - s * 0.08)} Z" fill="${mix(pal.accents[0]!, pal.land, 0.2)}"/>`
  for (let i = 0; i < 12; i++) out += `<circle cx="${num(x - s * 0.6 + i * s * 0.11)}" cy="${num(y - s * 0.025)}" r="${num(s * 0.014)}" fill="${mix(pal.land, body, 0.3)}"/>`
  return `${out}</g>`
}
