/** A URL name made from a trip's name: "Fórmula 1 — São Paulo 2026" → "formula-1-sao-paulo-2026". */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
