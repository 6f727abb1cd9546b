import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ExternalLayout } from '../ui/layouts/external-layout.tsx'

export const Route = createFileRoute('/_external')({
  component: () => (
    <ExternalLayout>
      <Outlet />
    </ExternalLayout>
  ),
})
