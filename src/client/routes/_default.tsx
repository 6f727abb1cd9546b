import { createFileRoute, Outlet } from '@tanstack/react-router'
import { guardNavigation } from './-guard.ts'
import { DefaultLayout } from '../ui/layouts/default-layout.tsx'

export const Route = createFileRoute('/_default')({
  beforeLoad: guardNavigation,
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
})
