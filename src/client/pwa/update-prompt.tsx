import { Button, HStack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { useUpdateOffer } from './update-offer.ts'

/** "Nova versão disponível — Atualizar": accepting switches to the new build and reloads into it. */
export function UpdatePrompt() {
  const apply = useUpdateOffer()
  const [later, setLater] = useState(false)
  const [updating, setUpdating] = useState(false)
  if (!apply || later) return null
  return (
    <HStack
      role="status"
      aria-live="polite"
      data-testid="update-prompt"
      gap="3"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="brand.border"
      borderRadius="l3"
      boxShadow="lg"
      ps="4"
      pe="2"
      py="2"
      pointerEvents="auto"
    >
      <Text fontSize="sm" fontWeight="medium">
        <Trans>New version available</Trans>
      </Text>
      <HStack gap="1">
        <Button
          loading={updating}
          onClick={() => {
            setUpdating(true)
            apply()
          }}
        >
          <Trans>Update</Trans>
        </Button>
        <Button variant="ghost" onClick={() => setLater(true)}>
          <Trans>Later</Trans>
        </Button>
      </HStack>
    </HStack>
  )
}
