import type { InputProps } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { DateInput } from './date-input.tsx'
import { fromIsoDate, toIsoDate } from './date-text.ts'

/**
 * A date held as ISO (yyyy-mm-dd) and typed in the app's language, dd/mm/aaaa or mm/dd/yyyy (a
 * native date input shows the browser's format whatever the page's language). An incomplete
 * text is handed on as typed, so a schema calls it invalid; a value set from outside (a reset, a
 * loaded record) replaces what is shown.
 */
export function IsoDateInput({
  value,
  onIsoChange,
  ...props
}: Omit<InputProps, 'mask' | 'value' | 'onChange' | 'placeholder'> & { value: string; onIsoChange: (iso: string) => void }) {
  const { i18n } = useLingui()
  const [text, setText] = useState(() => fromIsoDate(value, i18n.locale) || value)
  const [given, setGiven] = useState(value)
  if (value !== given) {
    setGiven(value)
    if (value !== toIsoDate(text, i18n.locale)) setText(fromIsoDate(value, i18n.locale) || value)
  }
  const change = (typed: string) => {
    setText(typed)
    onIsoChange(toIsoDate(typed, i18n.locale))
  }
  return <DateInput {...props} value={text} onValueChange={change} />
}
