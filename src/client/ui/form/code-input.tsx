import { Input } from '@chakra-ui/react'
import type { Ref } from 'react'

interface CodeInputProps {
  ref: Ref<HTMLInputElement>
  value: string
  /** The digits typed so far (anything else is dropped), at most 6. */
  onChange: (digits: string) => void
  disabled?: boolean
  size?: 'md' | 'lg'
}

/** The 6-digit code a mail just brought: digits only, offered by the phone's one-time-code autofill. */
export function CodeInput({ ref, value, onChange, disabled, size = 'md' }: CodeInputProps) {
  return (
    <Input
      ref={ref}
      name="code"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      // Where it shows, typing the code just mailed is the one task: it should not need a tap first.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      disabled={disabled}
      size={size}
      fontSize={size === 'lg' ? '2xl' : 'xl'}
      letterSpacing="0.5em"
      textAlign="center"
      fontVariantNumeric="tabular-nums"
    />
  )
}
