import { Input, type InputProps } from '@chakra-ui/react'
import { format, useMask } from '@react-input/mask'
import type { Modify } from '@react-input/mask'
import type { Ref } from 'react'

const digit = { _: /\d/ }

/** The masks of Brazilian numbers; each keeps what was typed readable while typing. */
export const masks = {
  cpf: '___.___.___-__',
  /** CEP. */
  zipCode: '_____-___',
  date: '__/__/____',
  landline: '(__) ____-____',
  mobile: '(__) _____-____',
} as const

const digitCount = (text: string) => text.replace(/\D/g, '').length

/** A phone takes the mobile mask once an 11th digit arrives, the landline one otherwise. */
const phoneMask: Modify = ({ inputType, value, data, selectionStart, selectionEnd }) => {
  const kept = digitCount(value.slice(0, selectionStart)) + digitCount(value.slice(selectionEnd))
  const selected = selectionStart !== selectionEnd
  const count = inputType === 'insert' ? kept + digitCount(data) : selected ? kept : digitCount(value) - 1
  return { mask: count > 10 ? masks.mobile : masks.landline }
}

export type MaskName = 'cpf' | 'zipCode' | 'date' | 'phone'

/** Digits as the mask shows them (for values that come from the server). */
export function formatMasked(kind: MaskName, digits: string) {
  const mask = kind === 'phone' ? (digitCount(digits) > 10 ? masks.mobile : masks.landline) : masks[kind]
  return format(digits, { mask, replacement: digit })
}

/** A Chakra input that masks its text while the user types (digits only). */
export function MaskedInput({ kind, ref, ...props }: Omit<InputProps, 'mask'> & { kind: MaskName; ref?: Ref<HTMLInputElement | null> }) {
  // The phone's base mask follows the value too: the library goes back to it whenever React writes the value.
  const phoneBase = digitCount(String(props.value ?? '')) > 10 ? masks.mobile : masks.landline
  const maskRef = useMask(kind === 'phone' ? { mask: phoneBase, replacement: digit, modify: phoneMask } : { mask: masks[kind], replacement: digit })
  const setRef = (element: HTMLInputElement | null) => {
    maskRef.current = element as HTMLInputElement
    if (typeof ref === 'function') ref(element)
    else if (ref) ref.current = element
  }
  return <Input ref={setRef} inputMode="numeric" {...props} />
}
