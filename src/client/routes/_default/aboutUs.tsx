import { createFileRoute } from '@tanstack/react-router'
import { ensureContentCatalog } from '../../features/content/catalog.ts'
import { AboutUsScreen } from '../../features/content/components/about-us-screen.tsx'

export const Route = createFileRoute('/_default/aboutUs')({
  loader: ensureContentCatalog,
  component: AboutUsScreen,
})
