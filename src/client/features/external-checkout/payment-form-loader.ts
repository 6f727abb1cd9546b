import { startQuery } from '../../query/start-query.ts'
import { chakraReady } from '../../ui/chakra/with-chakra.tsx'

let loading: Promise<typeof import('./components/guest-payment-form.tsx')> | undefined

/** The payment form's code with Chakra, the form's texts and TanStack Query (the form's queries and mutations); once (a failed download is tried again next time). */
export function loadPaymentForm() {
  loading ??= Promise.all([import('./components/guest-payment-form.tsx'), chakraReady(), startQuery()]).then(
    ([module]) => module,
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * Starts the form's code and its data (the payments config) beside the link's own data, without
 * waiting for them: the summary paints as soon as the link is there, and the form follows at
 * once instead of after a chain of requests (issue 24). A failure shows where the form is drawn.
 */
export function startPaymentForm() {
  loadPaymentForm().catch(() => undefined)
  // Imported here, not at the top: the query's module would add a chunk to the page's first load.
  void Promise.all([import('../purchases/api.ts'), startQuery()]).then(
    ([{ paymentsConfigQueryOptions }, queryClient]) => queryClient.prefetchQuery(paymentsConfigQueryOptions()),
    () => undefined,
  )
}
