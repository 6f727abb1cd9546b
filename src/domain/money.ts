const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Formats integer cents as Brazilian reais: 123456 → "R$ 1.234,56". */
export function formatBRL(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be integer cents, got ${cents}`)
  // Intl separates the symbol with a no-break space; a plain space copies and searches as people expect.
  return brl.format(cents / 100).replace(/\u00a0/g, ' ')
}

/** The deposit of `amountCents` at `percent`, rounded to the cent (the balance takes the rest, so the two always add up). */
export const depositCentsOf = (amountCents: number, percent: number): number => Math.round((amountCents * percent) / 100)
