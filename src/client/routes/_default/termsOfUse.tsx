import { createFileRoute } from '@tanstack/react-router'
import { ensureContentCatalog } from '../../features/content/catalog.ts'
import { TermsOfUsePage } from '../../features/content/components/terms-of-use-page.tsx'

export const Route = createFileRoute('/_default/termsOfUse')({
  loader: ensureContentCatalog,
  component: TermsOfUsePage,
})
