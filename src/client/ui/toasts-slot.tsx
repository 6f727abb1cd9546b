import { lazy, Suspense } from 'react'
import { useToastsWanted } from './toaster.ts'

const Toasts = lazy(() => import('./toasts.tsx'))

export function ToastsSlot() {
  const wanted = useToastsWanted()
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null
}
