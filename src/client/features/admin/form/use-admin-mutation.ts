import { useMutation, useQueryClient } from '@tanstack/react-query'
import { showSuccess } from '../../../ui/toaster.ts'
import { adminKeys } from '../list/use-admin-list.ts'

/**
 * A write of an admin resource: on success every list and detail of the resource (and the
 * dashboard) is refetched and `success` is toasted. Errors toast through the API wrapper.
 */
export function useAdminMutation<I, O>(resource: string, mutationFn: (input: I) => Promise<O>, success?: (output: O) => string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: async (output) => {
      if (success) showSuccess(success(output))
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.resource(resource) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.resource('dashboard') }),
        queryClient.invalidateQueries({ queryKey: adminKeys.resource('audit') }),
      ])
    },
  })
}
