import { createFileRoute } from '@tanstack/react-router'
import { ensureContentCatalog } from '../../features/content/catalog.ts'
import { FaqScreen } from '../../features/content/components/faq-screen.tsx'

export const Route = createFileRoute('/_default/faq')({
  loader: ensureContentCatalog,
  component: FaqScreen,
})
