/** Light and colour of a scene: the sky's gradient, the sun, and the darkest tone of the land. */
export interface Palette {
  sky: [top: string, middle: string, horizon: string]
  sun: string
  /** How high the sun stands, from 0 (on the horizon) to 1 (at the top). */
  sunHeight: number
  land: string
  water: string
  night: boolean
  accents: string[]
}

export const palettes = {
  dawn: { sky: ['#2b3a67', '#c8788a', '#ffd3a5'], sun: '#fff1c9', sunHeight: 0.15, land: '#2a2340', water: '#4f5d8c', night: false, accents: ['#ff9e7a', '#ffd27f', '#9fd8ff'] },
  day: { sky: ['#2f7fc1', '#7fbde8', '#dff1ff'], sun: '#fff8dc', sunHeight: 0.75, land: '#1f4a3a', water: '#1f8fb8', night: false, accents: ['#ffcc4d', '#ff6b6b', '#4ecdc4'] },
  sunset: { sky: ['#3b1e54', '#d9536f', '#ffb45c'], sun: '#ffe29a', sunHeight: 0.2, land: '#2b1330', water: '#7a3b69', night: false, accents: ['#ffd166', '#ef476f', '#ff9f1c'] },
  dusk: { sky: ['#101c40', '#5b3f7d', '#e58a6a'], sun: '#ffd7a0', sunHeight: 0.05, land: '#120f26', water: '#3c3566', night: false, accents: ['#ffcf70', '#ff7eb6', '#7ee0ff'] },
  night: {
    sky: ['#050816', '#141c4a', '#33407a'],
    sun: '#f4f1de',
    sunHeight: 0.7,
    land: '#05060f',
    water: '#1b2452',
    night: true,
    accents: ['#ffd166', '#ef476f', '#06d6a0', '#7ee0ff', '#f78cff'],
  },
  tropical: {
    sky: ['#0c8fc0', '#5ccfe6', '#fff1c4'],
    sun: '#fffbe6',
    sunHeight: 0.65,
    land: '#0d5b45',
    water: '#11a9b8',
    night: false,
    accents: ['#ffbe0b', '#fb5607', '#ff006e'],
  },
  winter: { sky: ['#5f81ad', '#a9c3e0', '#eef4fb'], sun: '#ffffff', sunHeight: 0.55, land: '#2c3e5c', water: '#6c93bf', night: false, accents: ['#ffffff', '#d7263d', '#f2c14e'] },
  autumn: { sky: ['#4d6a8f', '#e3a76f', '#fbe3b8'], sun: '#fff0c2', sunHeight: 0.3, land: '#3a2417', water: '#557a8c', night: false, accents: ['#c0392b', '#e67e22', '#f1c40f'] },
} satisfies Record<string, Palette>

export type PaletteName = keyof typeof palettes
