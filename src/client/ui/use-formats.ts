import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { formatCpf } from '../../domain/cpf.ts'
import { formatPhone } from '../../domain/phone-format.ts'
import { fromIsoDate } from './form/date-text.ts'

/** The admin screens' ways of writing instants, dates, CPFs and phones, in the reader's language. */
export function useFormats() {
  const { i18n } = useLingui()
  return useMemo(() => {
    const instant = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
    return {
      /** An ISO instant as a short date and time of the browser's zone. */
      dateTime: (iso: string) => instant.format(new Date(iso)),
      /** A yyyy-mm-dd date as the reader writes dates. */
      date: (iso: string) => fromIsoDate(iso, i18n.locale),
      cpf: formatCpf,
      phone: formatPhone,
    }
  }, [i18n.locale])
}
