import { lazy, type ComponentType, type ReactNode } from 'react'

type Layout = ComponentType<{ children: ReactNode }>

let loaded: Layout | undefined

/**
 * The Chakra external layout in a chunk of its own, so a plain external screen (the payment link)
 * never downloads Chakra for it. In a module of its own, not in the route file: the router's code
 * splitting moves a route's component into another chunk than its `beforeLoad`, and a variable
 * both use would not be shared.
 */
export const loadExternalLayout = () => import('./external-layout.tsx').then((module) => (loaded = module.ExternalLayout))

const LazyExternalLayout = lazy(() => loadExternalLayout().then((layout) => ({ default: layout })))

/** The layout, drawn at once when `loadExternalLayout` has run (the route's `beforeLoad` awaits it), else once it has. */
export function ChakraExternalLayout({ children }: { children: ReactNode }) {
  const Layout = loaded ?? LazyExternalLayout
  return <Layout>{children}</Layout>
}
