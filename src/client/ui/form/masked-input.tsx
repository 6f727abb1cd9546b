import { Input, type InputProps } from '@chakra-ui/react'
import type { ChangeEvent, Ref } from 'react'
import { caretAfterDigits, digitsOf, formatDigits, type MaskName } from './digit-mask.ts'

export type { MaskName } from './digit-mask.ts'

/** Digits as the mask shows them (for values that come from the server). */
export const formatMasked = (kind: MaskName, digits: string) => formatDigits(kind, digits)

/**
 * A Chakra input that keeps its text in the mask of a Brazilian number while the user types,
 * pastes over it or lets the browser fill it: every change is read as digits and laid into the
 * mask again, and the caret stays after the same digit.
 */
export function MaskedInput({ kind, ref, onChange, ...props }: Omit<InputProps, 'mask'> & { kind: MaskName; ref?: Ref<HTMLInputElement | null> }) {
  const remask = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const caret = input.selectionStart ?? input.value.length
    const digitsBeforeCaret = digitsOf(input.value.slice(0, caret)).length
    const formatted = formatDigits(kind, input.value)
    if (formatted !== input.value) {
      input.value = formatted
      const position = caretAfterDigits(formatted, digitsBeforeCaret)
      if (document.activeElement === input) input.setSelectionRange(position, position)
    }
    onChange?.(event)
  }
  return <Input ref={ref} inputMode="numeric" {...props} onChange={remask} />
}
