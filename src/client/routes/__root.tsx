import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '../router-context.ts'
import { ErrorPage } from '../ui/error-page.tsx'
import { DefaultLayout } from '../ui/layouts/default-layout.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => (
    <DefaultLayout>
      <ErrorPage status={404} />
    </DefaultLayout>
  ),
  errorComponent: ({ error }) => (
    <DefaultLayout>
      <ErrorPage status={500} error={error} />
    </DefaultLayout>
  ),
})
