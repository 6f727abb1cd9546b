import type { ForfaitRequestInput } from '../../../domain/forfait.ts'
import { formatBRL } from '../../../domain/money.ts'
import { signature, type MailContent, type MailLocale } from './locale.ts'

/** To the agency's inbox: a traveller asked for a custom trip. Staff read Portuguese. */
export function newForfaitMail(request: ForfaitRequestInput & { id: number }, customer: { name: string; email: string }, adminLink: string): MailContent {
  const dates = request.departureDate ? `${request.departureDate}${request.returnDate ? ` a ${request.returnDate}` : ''}` : 'datas flexíveis'
  return {
    subject: `[Viagem personalizada #${request.id}] ${request.destination}`,
    text: [
      `${customer.name} <${customer.email}> · ${request.phone}`,
      '',
      `Destino: ${request.destination}`,
      `Datas: ${dates}`,
      `Pessoas: ${request.adults} adulto(s), ${request.children} criança(s)`,
      `Orçamento por pessoa: ${request.budgetPerPersonCents === null ? 'não informado' : formatBRL(request.budgetPerPersonCents)}`,
      '',
      request.interests || '(sem observações)',
      '',
      `Responder: ${adminLink}`,
    ].join('\n'),
  }
}

/** To the traveller: the agency's answer to their request. */
export const forfaitAnswerMail: Record<MailLocale, (params: { destination: string; answer: string; link: string }) => MailContent> = {
  'pt-BR': ({ destination, answer, link }) => ({
    subject: `Sua viagem personalizada para ${destination}`,
    text: ['Olá!', '', `Respondemos ao seu pedido de viagem personalizada para ${destination}:`, '', answer, '', `Veja o pedido em ${link}`, '', signature['pt-BR']].join('\n'),
  }),
  en: ({ destination, answer, link }) => ({
    subject: `Your custom trip to ${destination}`,
    text: ['Hello!', '', `We answered your custom trip request for ${destination}:`, '', answer, '', `See the request at ${link}`, '', signature.en].join('\n'),
  }),
}
