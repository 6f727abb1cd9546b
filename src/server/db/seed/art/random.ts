/** A small seeded generator (mulberry32), so the same trip always gets the same artwork. */
export interface Random {
  (): number
  between(min: number, max: number): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
}

function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

export function seededRandom(seed: string): Random {
  let state = hash(seed)
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const between = (min: number, max: number) => min + next() * (max - min)
  return Object.assign(next, {
    between,
    int: (min: number, max: number) => Math.floor(between(min, max + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  })
}
