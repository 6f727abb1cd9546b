import { createFileRoute } from '@tanstack/react-router'
import { ensureContentCatalog } from '../../features/content/catalog.ts'
import { ContactUsPage } from '../../features/content/components/contact-us-page.tsx'

export const Route = createFileRoute('/_default/contactUs')({
  loader: ensureContentCatalog,
  component: ContactUsPage,
})
