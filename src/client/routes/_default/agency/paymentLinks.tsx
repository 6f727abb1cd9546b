import { createFileRoute } from '@tanstack/react-router'
import { paymentLinkListQuerySchema } from '../../../../domain/payment-link-query.ts'
// Type only, so the schema itself loads with the screen (useListSearch), not in the app's entry.
import type { paymentLinkListQuerySchema as urlSchema } from '../../../../domain/payment-link-query.ts'
import { checkedListSearch, useListSearch } from '../../../ui/list/checked-list-search.ts'
import { listSearch, mergeSearch } from '../../../ui/list/list-search.ts'
import { profileQueryOptions } from '../../../features/account/api.ts'
import { paymentLinksQueryOptions } from '../../../features/agency/api.ts'
import { PaymentLinksScreen } from '../../../features/agency/components/payment-links-screen.tsx'
import { OnlineOnly } from '../../../features/offline/components/online-only.tsx'

/** /agency/paymentLinks: agencies only (the layout's guard, src/domain/access.ts); where an agency lands after signing in. */
export const Route = createFileRoute('/_default/agency/paymentLinks')({
  validateSearch: listSearch<typeof urlSchema>(),
  loaderDeps: ({ search }) => search,
  // Online only: offline, the screen says so instead of waiting for answers (OnlineOnly).
  loader: async ({ context, deps }) => {
    if (!navigator.onLine) return
    const queryClient = await context.queryClient()
    // A refusal (an agency not approved yet) is shown by the screen. The loader asks with the same
    // checked search the screen does, so the screen finds its answer cached; the check is here, in
    // the screen's chunk, not in loaderDeps, which the route tree (every first visit) carries.
    const search = checkedListSearch(paymentLinkListQuerySchema, deps)
    await Promise.allSettled([queryClient.ensureQueryData(profileQueryOptions()), queryClient.ensureQueryData(paymentLinksQueryOptions(search))])
  },
  component: PaymentLinksPage,
})

function PaymentLinksPage() {
  const navigate = Route.useNavigate()
  return (
    <OnlineOnly>
      <PaymentLinksScreen
        search={useListSearch(paymentLinkListQuerySchema, Route.useSearch())}
        onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })}
      />
    </OnlineOnly>
  )
}
