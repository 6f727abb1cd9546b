import type { QueryClient } from '@tanstack/react-query'
import { chakraReady } from '../../ui/chakra/with-chakra.tsx'

let loading: Promise<typeof import('./components/guest-payment-form.tsx')> | undefined

/** The payment form's code with Chakra and the form's texts; once (a failed download is tried again next time). */
export function loadPaymentForm() {
  loading ??= Promise.all([import('./components/guest-payment-form.tsx'), chakraReady()]).then(
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
export function startPaymentForm(queryClient: QueryClient) {
  loadPaymentForm().catch(() => undefined)
  // Imported here, not at the top: the query's module would add a chunk to the page's first load.
  void import('../purchases/api.ts').then(
    ({ paymentsConfigQueryOptions }) => queryClient.prefetchQuery(paymentsConfigQueryOptions()),
    () => undefined,
  )
}
