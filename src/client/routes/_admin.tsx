import { createFileRoute, Outlet } from '@tanstack/react-router'
import { guardNavigation } from './-guard.ts'
import { AdminLayout } from '../ui/layouts/admin-layout.tsx'

export const Route = createFileRoute('/_admin')({
  beforeLoad: guardNavigation,
  component: () => (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  ),
})
