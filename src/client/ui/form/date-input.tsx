import type { InputProps } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type Ref } from 'react'
import { datePlaceholder, fromIsoDate, toIsoDate } from './date-text.ts'
import { MaskedInput } from './masked-input.tsx'

/**
 * A date typed in the reader's format (dd/mm/aaaa in pt-BR, mm/dd/yyyy in English), masked while
 * typing. Switching the language rewrites a complete date in the new order, so it keeps its meaning.
 */
export function DateInput({
  value,
  onValueChange,
  onChange: _replaced,
  ref,
  ...props
}: Omit<InputProps, 'mask'> & { value: string; onValueChange: (text: string) => void; ref?: Ref<HTMLInputElement | null> }) {
  const { i18n } = useLingui()
  const shownIn = useRef(i18n.locale)
  useEffect(() => {
    if (shownIn.current === i18n.locale) return
    const iso = toIsoDate(value, shownIn.current)
    shownIn.current = i18n.locale
    if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) onValueChange(fromIsoDate(iso, i18n.locale))
  }, [i18n.locale, value, onValueChange])
  return <MaskedInput kind="date" placeholder={datePlaceholder(i18n.locale)} {...props} ref={ref} value={value} onChange={(event) => onValueChange(event.target.value)} />
}
