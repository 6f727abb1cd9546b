import { domMax, LazyMotion } from 'framer-motion'
import type { ReactNode } from 'react'

/**
 * The `m` components' features (drag and pan need domMax). `strict` fails on a full `motion`
 * component, which would carry all of framer-motion a second time.
 */
export function Motion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domMax} strict>
      {children}
    </LazyMotion>
  )
}
