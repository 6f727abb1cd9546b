import { createFileRoute, Outlet } from '@tanstack/react-router'
import { guardNavigation } from './-guard.ts'
import { OnlineOnly } from '../features/offline/components/online-only.tsx'
import { WithChakra } from '../ui/chakra/with-chakra.tsx'
import { AdminLayout } from '../ui/layouts/admin-layout.tsx'

export const Route = createFileRoute('/_admin')({
  beforeLoad: async (options) => {
    guardNavigation(options)
    await options.context.uiReady(options.location)
  },
  component: () => (
    <WithChakra>
      <AdminLayout>
        <OnlineOnly padded={false}>
          <Outlet />
        </OnlineOnly>
      </AdminLayout>
    </WithChakra>
  ),
})
