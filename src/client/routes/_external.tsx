import { createFileRoute, Outlet } from '@tanstack/react-router'
import { guardNavigation } from './-guard.ts'
import { ExternalLayout } from '../ui/layouts/external-layout.tsx'

export const Route = createFileRoute('/_external')({
  beforeLoad: guardNavigation,
  component: () => (
    <ExternalLayout>
      <Outlet />
    </ExternalLayout>
  ),
})
