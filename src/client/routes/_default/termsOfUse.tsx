import { createFileRoute } from '@tanstack/react-router'
import { ensureContentCatalog } from '../../features/content/catalog.ts'
import { TermsOfUseScreen } from '../../features/content/components/terms-of-use-screen.tsx'

export const Route = createFileRoute('/_default/termsOfUse')({
  loader: ensureContentCatalog,
  component: TermsOfUseScreen,
})
