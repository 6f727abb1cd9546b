import { LINK_DEFAULT_DAYS, type CreatePaymentLinkInput } from '../../../../domain/payment-link.ts'
import type { SchemaForm } from '../../../ui/form/use-schema-form.ts'

/** The link form's fields as the agency types them, in screen order (the first bad one gets focus). */
export const blankLink = {
  kind: 'trip',
  trip: '',
  optionId: '',
  boardingPointId: '',
  people: '1',
  productId: '',
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  expiresInDays: String(LINK_DEFAULT_DAYS),
}
export type LinkField = keyof typeof blankLink
export type LinkForm = SchemaForm<LinkField>

// Nothing chosen goes as 0, so the schema names the missing id (item.tripId) instead of the whole item.
const id = (text: string) => Number(text) || 0

/** The body of POST /api/agency/payment-links from the typed texts. */
export function toLinkInput(values: Record<LinkField, string>): CreatePaymentLinkInput {
  const item =
    values.kind === 'product'
      ? { productId: id(values.productId) }
      : { tripId: id(values.trip), optionId: id(values.optionId), people: Number(values.people), boardingPointId: id(values.boardingPointId) || null }
  const days = values.expiresInDays.trim()
  return {
    item,
    customer: { name: values.customerName, email: values.customerEmail, phone: values.customerPhone },
    expiresInDays: days === '' ? Number.NaN : Number(days),
  }
}

const byPath: Record<string, LinkField> = {
  item: 'trip',
  'item.tripId': 'trip',
  'item.optionId': 'optionId',
  'item.boardingPointId': 'boardingPointId',
  'item.people': 'people',
  'item.productId': 'productId',
  customer: 'customerName',
  'customer.name': 'customerName',
  'customer.email': 'customerEmail',
  'customer.phone': 'customerPhone',
  expiresInDays: 'expiresInDays',
}

/** The field a schema issue or a server `fields` key belongs to. */
export const linkFieldOf = (path: string): LinkField | undefined => byPath[path]
