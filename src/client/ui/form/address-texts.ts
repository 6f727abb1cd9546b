import type { Address } from '../../../domain/user.ts'
import type { AddressField } from './address-fields.tsx'
import { formatMasked } from './masked-input.tsx'

/** An address as its form shows it (the zip code masked); every field empty when there is none. */
export function addressTexts(address: Address | null | undefined): Record<AddressField, string> {
  return {
    zipCode: address ? formatMasked('zipCode', address.zipCode) : '',
    street: address?.street ?? '',
    number: address?.number ?? '',
    complement: address?.complement ?? '',
    neighborhood: address?.neighborhood ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
  }
}
