import { Container } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { myOrdersQueryOptions } from '../../../../features/purchases/api.ts'
import { PurchasesByKind } from '../../../../features/purchases/components/purchases-screens.tsx'

export const Route = createFileRoute('/_default/user/myAcquired/list')({
  loader: async ({ context }) => (await context.queryClient()).ensureQueryData(myOrdersQueryOptions()).catch(() => undefined),
  component: () => (
    <Container maxW="4xl" py="8">
      <PurchasesByKind />
    </Container>
  ),
})
