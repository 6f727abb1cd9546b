import { useLingui } from '@lingui/react/macro'

/** A commission rate in basis points as the reader writes a percentage: 1050 → "10,5%" (pt-BR), "10.5%" (en). */
export function useRateFormat() {
  const { i18n } = useLingui()
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 2 })
  return (basisPoints: number) => percent.format(basisPoints / 10_000)
}
