import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router'
import type { RouterContext } from '../router-context.ts'
import { ErrorPage } from '../ui/error-page.tsx'
import { DefaultLayout } from '../ui/layouts/default-layout.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  // A seller's link (?seller=CODE, on any page) is remembered, then the address goes on without it
  // (its code loads only then: every first load carries this route).
  beforeLoad: async ({ location }) => {
    if (!('seller' in location.search)) return
    const { takeSellerFromLink } = await import('../features/checkout/seller.ts')
    throw redirect({ href: takeSellerFromLink(location.href, location.search), replace: true })
  },
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
