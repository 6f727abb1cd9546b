import { createFileRoute } from '@tanstack/react-router'
import { ensureContentCatalog } from '../../features/content/catalog.ts'
import { ContactUsScreen } from '../../features/content/components/contact-us-screen.tsx'

export const Route = createFileRoute('/_default/contactUs')({
  loader: ensureContentCatalog,
  component: ContactUsScreen,
})
