import { createFileRoute, Outlet, useMatches } from '@tanstack/react-router'
import { lazy, type ComponentType, type ReactNode } from 'react'
import { guardNavigation } from './-guard.ts'
import { WithChakra } from '../ui/chakra/with-chakra.tsx'
import { PlainExternalLayout } from '../ui/layouts/plain-external-layout.tsx'

type Layout = ComponentType<{ children: ReactNode }>
let chakraLayout: Layout | undefined
/** The Chakra layout is a chunk of its own: the payment link (plain) never downloads Chakra for it. */
const loadChakraLayout = () => import('../ui/layouts/external-layout.tsx').then((module) => (chakraLayout = module.ExternalLayout))
const LazyChakraLayout = lazy(() => loadChakraLayout().then((layout) => ({ default: layout })))

export const Route = createFileRoute('/_external')({
  beforeLoad: async (options) => {
    guardNavigation(options)
    const plain = options.matches.at(-1)?.staticData.chakra === false
    await Promise.all([options.context.uiReady(options.location), plain ? undefined : loadChakraLayout()])
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
  const ExternalLayout = chakraLayout ?? LazyChakraLayout
  return (
    <WithChakra>
      <ExternalLayout>
        <Outlet />
      </ExternalLayout>
    </WithChakra>
  )
}
