import { createFileRoute } from '@tanstack/react-router'
import { ensureContentCatalog } from '../../features/content/catalog.ts'
import { PrivacyPolicyScreen } from '../../features/content/components/privacy-policy-screen.tsx'

export const Route = createFileRoute('/_default/privacypolicy')({
  loader: ensureContentCatalog,
  component: PrivacyPolicyScreen,
})
