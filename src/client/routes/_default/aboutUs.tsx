import { createFileRoute } from '@tanstack/react-router'
import { ensureContentCatalog } from '../../features/content/catalog.ts'
import { AboutUsPage } from '../../features/content/components/about-us-page.tsx'

export const Route = createFileRoute('/_default/aboutUs')({
  loader: ensureContentCatalog,
  component: AboutUsPage,
})
