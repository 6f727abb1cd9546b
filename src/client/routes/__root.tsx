import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router'
import { takeSellerFromLink } from '../features/checkout/seller.ts'
import type { RouterContext } from '../router-context.ts'
import { ErrorPage } from '../ui/error-page.tsx'
import { DefaultLayout } from '../ui/layouts/default-layout.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  // A seller's link (?seller=CODE, on any page) is remembered, then the address goes on without it.
  beforeLoad: ({ location }) => {
    const withoutSeller = takeSellerFromLink(location.href, location.search)
    if (withoutSeller !== null) throw redirect({ href: withoutSeller, replace: true })
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
