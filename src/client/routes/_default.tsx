import { createFileRoute, Outlet, useMatches } from '@tanstack/react-router'
import { guardNavigation } from './-guard.ts'
import { WithChakra } from '../ui/chakra/with-chakra.tsx'
import { DefaultLayout } from '../ui/layouts/default-layout.tsx'

export const Route = createFileRoute('/_default')({
  beforeLoad: async (options) => {
    guardNavigation(options)
    await options.context.uiReady(options.location)
  },
  component: DefaultRoute,
})

/** The layout is plain CSS; the screen inside gets Chakra unless its route draws without it. */
function DefaultRoute() {
  const plain = useMatches({ select: (matches) => matches.at(-1)?.staticData.chakra === false })
  return (
    <DefaultLayout>
      {plain ? (
        <Outlet />
      ) : (
        <WithChakra>
          <Outlet />
        </WithChakra>
      )}
    </DefaultLayout>
  )
}
