import { createFileRoute, Outlet } from '@tanstack/react-router'
import { DefaultLayout } from '../ui/layouts/default-layout.tsx'

export const Route = createFileRoute('/_default')({
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
})
