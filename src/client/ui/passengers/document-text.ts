import { useLingui } from '@lingui/react/macro'
import type { TravellerDocument } from '../../../domain/traveller.ts'
import { useFormats } from '../use-formats.ts'

/** A traveller's document as the admins' and agencies' lists show it: "CPF 529.982.247-25", "Passaporte FX123456", "RG 12345678X/SP". */
export function useDocumentText() {
  const { t } = useLingui()
  const format = useFormats()
  return (document: TravellerDocument) => {
    const { number } = document
    if (document.kind === 'rg') {
      const { state } = document
      return t`RG ${number}/${state}`
    }
    return document.kind === 'cpf' ? `CPF ${format.cpf(number)}` : t`Passport ${number}`
  }
}
