import { createFileRoute, Outlet } from '@tanstack/react-router'
import { guardNavigation } from './-guard.ts'
import { chakraReady, WithChakra } from '../ui/chakra/with-chakra.tsx'
import { ExternalLayout } from '../ui/layouts/external-layout.tsx'

export const Route = createFileRoute('/_external')({
  beforeLoad: async (options) => {
    guardNavigation(options)
    await chakraReady()
  },
  component: () => (
    <WithChakra>
      <ExternalLayout>
        <Outlet />
      </ExternalLayout>
    </WithChakra>
  ),
})
