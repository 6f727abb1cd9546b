import { saoPauloTime } from '../../../domain/order-status.ts'
import { signature } from '../../mail/templates/locale.ts'
import type { Notification } from '../notifications/notifier.ts'

export interface OfferNotice {
  userId: number
  tripName: string
  optionName: string
  people: number
  expiresAt: Date
  /** The checkout of the offer, in the app. */
  path: string
  publicUrl: string
}

/** "Seats freed up for you": the offer, until when it holds, and the link to its checkout. */
export function waitlistOfferNotification({ userId, tripName, optionName, people, expiresAt, path, publicUrl }: OfferNotice): Notification {
  const until = saoPauloTime(expiresAt)
  const link = `${publicUrl}${path}`
  const seats = { 'pt-BR': people === 1 ? '1 vaga' : `${people} vagas`, en: people === 1 ? '1 seat' : `${people} seats` }
  return {
    kind: 'waitlist-offer',
    userId,
    path,
    text: {
      'pt-BR': {
        title: `Abriu vaga: ${tripName}`,
        body: `${seats['pt-BR']} em ${optionName} reservadas para você até ${until}.`,
        mail: {
          subject: `Abriu vaga em ${tripName}: reservada para você até ${until}`,
          text: [
            'Olá!',
            '',
            `Você estava na lista de espera de ${tripName} (${optionName}) e abriu vaga.`,
            `Guardamos ${seats['pt-BR']} para você até ${until} (horário de Brasília). Depois disso, elas vão para a próxima pessoa da lista.`,
            '',
            `Finalize a compra: ${link}`,
            '',
            signature['pt-BR'],
          ].join('\n'),
        },
      },
      en: {
        title: `A seat freed up: ${tripName}`,
        body: `${seats.en} of ${optionName} held for you until ${until}.`,
        mail: {
          subject: `Seats freed up on ${tripName}: held for you until ${until}`,
          text: [
            'Hello!',
            '',
            `You were on the waitlist of ${tripName} (${optionName}) and seats freed up.`,
            `We hold ${seats.en} for you until ${until} (Brasília time). After that they go to the next person in line.`,
            '',
            `Complete the purchase: ${link}`,
            '',
            signature.en,
          ].join('\n'),
        },
      },
    },
  }
}
