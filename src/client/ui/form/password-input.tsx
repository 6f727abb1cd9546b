import { Button, Group, Input, type InputProps } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState, type Ref } from 'react'

/** A password with a button that shows what was typed (on a phone, typos are easy and invisible). */
export function PasswordInput({ ref, ...props }: InputProps & { ref?: Ref<HTMLInputElement | null> }) {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
  return (
    <Group attached w="full">
      <Input ref={ref} type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="none" {...props} />
      <Button
        variant="outline"
        aria-label={visible ? t`Hide password` : t`Show password`}
        onClick={() => setVisible((shown) => !shown)}
        flexShrink="0"
        h="auto"
        alignSelf="stretch"
      >
        {visible ? t`Hide` : t`Show`}
      </Button>
    </Group>
  )
}
