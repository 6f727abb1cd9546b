import { Center, Spinner } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'

export function LoadingPage() {
  const { t } = useLingui()
  return (
    <Center py="24">
      <Spinner size="lg" color="accent" aria-label={t`Loading`} />
    </Center>
  )
}
