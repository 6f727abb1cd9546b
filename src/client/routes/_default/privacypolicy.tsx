import { createFileRoute } from '@tanstack/react-router'
import { ensureContentCatalog } from '../../features/content/catalog.ts'
import { PrivacyPolicyPage } from '../../features/content/components/privacy-policy-page.tsx'

export const Route = createFileRoute('/_default/privacypolicy')({
  loader: ensureContentCatalog,
  component: PrivacyPolicyPage,
})
