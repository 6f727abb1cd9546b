import type { Profile } from '../../../domain/user.ts'
import { fromIsoDate, toIsoDate } from '../../ui/form/date-text.ts'
import { addressTexts } from '../../ui/form/address-texts.ts'
import { formatMasked } from '../../ui/form/masked-input.tsx'

/** The payer's fields in screen order: who pays, then where they live (the order decides which bad field gets focus). */
export const payerFields = ['name', 'cpf', 'email', 'phone', 'birthDate', 'zipCode', 'street', 'number', 'complement', 'neighborhood', 'city', 'state'] as const
export type PayerField = (typeof payerFields)[number]
export type PayerTexts = Record<PayerField, string>

const addressFields = new Set<PayerField>(['zipCode', 'street', 'number', 'complement', 'neighborhood', 'city', 'state'])

/** The profile as the checkout shows it (masks applied, the date in the reader's format); empty where it has nothing. */
export function payerTexts(profile: Profile | undefined, locale: string): PayerTexts {
  return {
    name: profile ? `${profile.firstName} ${profile.lastName}`.trim() : '',
    cpf: profile?.cpf ? formatMasked('cpf', profile.cpf) : '',
    email: profile?.email ?? '',
    phone: profile?.phone ? formatMasked('phone', profile.phone) : '',
    birthDate: fromIsoDate(profile?.birthDate ?? null, locale),
    ...addressTexts(profile?.address),
  }
}

/** The payer schema's input from the typed texts: the address nested, the date as ISO. */
export function toPayerInput(texts: PayerTexts, locale: string) {
  return {
    name: texts.name,
    cpf: texts.cpf,
    email: texts.email,
    phone: texts.phone,
    birthDate: toIsoDate(texts.birthDate, locale),
    address: {
      zipCode: texts.zipCode,
      street: texts.street,
      number: texts.number,
      complement: texts.complement,
      neighborhood: texts.neighborhood,
      city: texts.city,
      state: texts.state,
    },
  }
}

/** A schema issue's or a server field's path (`payer.address.zipCode`, `address.city`, `cpf`) as a field of the form. */
export function payerFieldOf(path: string): PayerField | undefined {
  const field = path.replace(/^payer\./, '').replace(/^address\./, '') as PayerField
  if (!payerFields.includes(field)) return undefined
  const nested = /(^|\.)address\./.test(path)
  return nested === addressFields.has(field) ? field : undefined
}
