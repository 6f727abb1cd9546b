type Rgb = [number, number, number]

const parse = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

const format = ([r, g, b]: Rgb) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`

/** `a` moved towards `b` by `t` (0 keeps `a`, 1 gives `b`). */
export function mix(a: string, b: string, t: number): string {
  const from = parse(a)
  const to = parse(b)
  return format([0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * t) as Rgb)
}
