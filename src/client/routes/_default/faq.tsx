import { createFileRoute } from '@tanstack/react-router'
import { ensureContentCatalog } from '../../features/content/catalog.ts'
import { FaqPage } from '../../features/content/components/faq-page.tsx'

export const Route = createFileRoute('/_default/faq')({
  loader: ensureContentCatalog,
  component: FaqPage,
})
