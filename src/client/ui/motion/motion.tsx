import { LazyMotion } from 'framer-motion'
import type { ReactNode } from 'react'

const loadFeatures = () => import('./motion-features.ts').then((module) => module.default)

/** framer-motion's animation engine loads after first paint; `m.*` components render statically until then. */
export function Motion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      {children}
    </LazyMotion>
  )
}
