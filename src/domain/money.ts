/**
 * Formats integer cents as Brazilian reais: 123456 → "R$ 1.234,56", -5 → "-R$ 0,05", as
 * Intl.NumberFormat's pt-BR currency does (a property test holds the two equal). Written out
 * because Intl's first use of the format loads the locale's data: about 80 ms of a slow phone's
 * first paint of a trip page, in its longest task (docs/PERFORMANCE.md, issue 30).
 */
export function formatBRL(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be integer cents, got ${cents}`)
  const whole = Math.abs(cents)
  const reais = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, '.')
  return `${cents < 0 ? '-' : ''}R$ ${reais},${String(whole % 100).padStart(2, '0')}`
}

/** The deposit of `amountCents` at `percent`, rounded to the cent (the balance takes the rest, so the two always add up). */
export const depositCentsOf = (amountCents: number, percent: number): number => Math.round((amountCents * percent) / 100)
