import { createFileRoute, Outlet, useMatches } from '@tanstack/react-router'
import { guardNavigation } from './-guard.ts'
import { WithChakra } from '../ui/chakra/with-chakra.tsx'
import { ChakraExternalLayout, loadExternalLayout } from '../ui/layouts/lazy-external-layout.tsx'
import { PlainExternalLayout } from '../ui/layouts/plain-external-layout.tsx'

export const Route = createFileRoute('/_external')({
  beforeLoad: async (options) => {
    guardNavigation(options)
    const plain = options.matches.at(-1)?.staticData.chakra === false
    await Promise.all([options.context.uiReady(options.location), plain ? undefined : loadExternalLayout()])
  },
  component: ExternalRoute,
})

/** Chakra's layout and provider, unless the screen draws without it (`staticData.chakra: false`: the payment link). */
function ExternalRoute() {
  const plain = useMatches({ select: (matches) => matches.at(-1)?.staticData.chakra === false })
  if (plain) {
    return (
      <PlainExternalLayout>
        <Outlet />
      </PlainExternalLayout>
    )
  }
  return (
    <WithChakra>
      <ChakraExternalLayout>
        <Outlet />
      </ChakraExternalLayout>
    </WithChakra>
  )
}
