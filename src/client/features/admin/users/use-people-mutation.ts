import { useQueryClient } from '@tanstack/react-query'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { adminKeys } from '../list/use-admin-list.ts'

/**
 * A write on the people screens: users, administrators, agencies and commissions show one
 * another's data (a name, a type, an approval, a seller code), so each write refreshes them all.
 */
export function usePeopleMutation<I, O>(mutationFn: (input: I) => Promise<O>, success?: (output: O) => string) {
  const queryClient = useQueryClient()
  return useAdminMutation(
    'users',
    async (input: I) => {
      const output = await mutationFn(input)
      for (const resource of ['admins', 'agencies', 'commissions']) void queryClient.invalidateQueries({ queryKey: adminKeys.resource(resource) })
      return output
    },
    success,
  )
}
