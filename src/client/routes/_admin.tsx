import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AdminLayout } from '../ui/layouts/admin-layout.tsx'

export const Route = createFileRoute('/_admin')({
  component: () => (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  ),
})
