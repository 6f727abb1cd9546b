import { Container } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { PurchasesByKind } from '../../../../features/purchases/components/purchases-pages.tsx'

export const Route = createFileRoute('/_default/user/myAcquired/list')({
  component: () => (
    <Container maxW="4xl" py="8">
      <PurchasesByKind />
    </Container>
  ),
})
