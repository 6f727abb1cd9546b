import { createRootRouteWithContext, HeadContent, Outlet, redirect } from '@tanstack/react-router'
import { accessRedirect } from '../../domain/access.ts'
import type { RouterContext } from '../router-context.ts'
import { ErrorPage } from '../ui/error-page.tsx'
import { DefaultLayout } from '../ui/layouts/default-layout.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The access guard of spec section 6 runs on every navigation.
  beforeLoad: ({ location, context }) => {
    const to = accessRedirect({ to: location.pathname, from: context.previousPath(), session: context.getSession() })
    if (to && to !== location.pathname) throw redirect({ to, replace: true })
  },
  component: () => (
    <>
      <HeadContent />
      <Outlet />
    </>
  ),
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
