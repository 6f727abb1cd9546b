import { formatBRL } from '../../domain/money.ts'
import { saoPauloDate, saoPauloTime } from '../../domain/order-status.ts'
import type { DueReminder, ReminderOrder } from './due-reminders.ts'
import { balanceDueTexts } from './balance-texts.ts'
import { formatDay, mail, words, type Texts } from './reminder-mail.ts'
import type { MailLocale } from '../mail/templates/locale.ts'
import { boardingText } from '../road/boarding-texts.ts'

/*
 * The reminders' words in both languages (the notifier picks the reader's): a push title and
 * body short enough for a phone's lock screen, and a mail in the style of mail/templates/.
 * Times are São Paulo's, as the agency and the trips keep them.
 */

function pixExpiring(order: ReminderOrder, link: string, expiresAt: Date, now: Date): Texts {
  const minutes = Math.max(1, Math.round((expiresAt.getTime() - now.getTime()) / 60_000))
  const time = saoPauloTime(expiresAt)
  return {
    'pt-BR': {
      title: `Seu Pix vence em ${minutes} min`,
      body: `Pague até ${time} para garantir o pedido ${order.code}.`,
      mail: mail('pt-BR', order, link, `Seu Pix vence em ${minutes} minutos: pedido ${order.code}`, [
        `O código Pix do seu pedido vale até ${time} (${words['pt-BR'].brt}). Depois disso o pedido é cancelado e os lugares são liberados.`,
      ]),
    },
    en: {
      title: `Your Pix expires in ${minutes} min`,
      body: `Pay by ${time} to keep order ${order.code}.`,
      mail: mail('en', order, link, `Your Pix expires in ${minutes} minutes: order ${order.code}`, [
        `Your order's Pix code is valid until ${time} (${words.en.brt}). After that the order is canceled and its seats are released.`,
      ]),
    },
  }
}

function boletoDue(order: ReminderOrder, link: string, dueDate: string, digitableLine: string): Texts {
  return {
    'pt-BR': {
      title: 'Seu boleto vence amanhã',
      body: `Pedido ${order.code}: ${formatBRL(order.amountCents)}, vencimento ${formatDay('pt-BR', dueDate)}.`,
      mail: mail('pt-BR', order, link, `Seu boleto vence amanhã: pedido ${order.code}`, [
        `O boleto do seu pedido vence amanhã, ${formatDay('pt-BR', dueDate)}. Pague até o vencimento para manter a reserva.`,
        '',
        `Linha digitável: ${digitableLine}`,
      ]),
    },
    en: {
      title: 'Your boleto is due tomorrow',
      body: `Order ${order.code}: ${formatBRL(order.amountCents)}, due ${formatDay('en', dueDate)}.`,
      mail: mail('en', order, link, `Your boleto is due tomorrow: order ${order.code}`, [
        `Your order's boleto is due tomorrow, ${formatDay('en', dueDate)}. Pay it by then to keep the booking.`,
        '',
        `Digitable line: ${digitableLine}`,
      ]),
    },
  }
}

function travellersMissing(order: ReminderOrder, link: string, deadline: Date, missing: number): Texts {
  const until = (locale: MailLocale) => `${formatDay(locale, saoPauloDate(deadline))} ${saoPauloTime(deadline)}`
  const people = { 'pt-BR': missing === 1 ? '1 passageiro' : `${missing} passageiros`, en: missing === 1 ? '1 traveller' : `${missing} travellers` }
  return {
    'pt-BR': {
      title: 'Faltam dados dos passageiros',
      body: `Complete os dados de ${people['pt-BR']} do pedido ${order.code} até ${until('pt-BR')}.`,
      mail: mail('pt-BR', order, link, `Faltam dados dos passageiros: pedido ${order.code}`, [
        `Faltam dados de ${people['pt-BR']} da sua viagem (nome, documento e data de nascimento). A lista de passageiros exige esses dados para o embarque.`,
        `Complete-os no app até ${until('pt-BR')} (${words['pt-BR'].brt}); depois disso, só falando com a agência.`,
      ]),
    },
    en: {
      title: "Travellers' data missing",
      body: `Complete the data of ${people.en} of order ${order.code} by ${until('en')}.`,
      mail: mail('en', order, link, `Travellers' data missing: order ${order.code}`, [
        `Data of ${people.en} of your trip is missing (name, document and birth date). The passenger list needs them for boarding.`,
        `Complete them in the app by ${until('en')} (${words.en.brt}); after that, only through the agency.`,
      ]),
    },
  }
}

function departureTomorrow(order: ReminderOrder, link: string, reminder: Extract<DueReminder, { kind: 'departure-tomorrow' }>): Texts {
  const { flight, boardingPlace, boardings } = reminder
  // A bus whose travellers chose their points: each point's time, place and seats (an order's people may board at two).
  const bus = (locale: MailLocale) => (boardings.length > 0 ? boardings.map((boarding) => boardingText(locale, boarding)).join('; ') : null)
  const where = {
    'pt-BR': flight
      ? `Voo ${flight.flightNumber} às ${flight.departureTime}, ${flight.boardingAirport}`
      : (bus('pt-BR') ?? (boardingPlace ? `Embarque: ${boardingPlace}` : 'Veja o embarque no app')),
    en: flight
      ? `Flight ${flight.flightNumber} at ${flight.departureTime}, ${flight.boardingAirport}`
      : (bus('en') ?? (boardingPlace ? `Boarding: ${boardingPlace}` : 'See the boarding in the app')),
  }
  return {
    'pt-BR': {
      title: `Sua viagem é amanhã: ${order.itemName}`,
      body: where['pt-BR'],
      mail: mail(
        'pt-BR',
        order,
        link,
        `Sua viagem é amanhã: ${order.itemName}`,
        [
          `Sua viagem começa amanhã, ${formatDay('pt-BR', reminder.departureDate)}.`,
          '',
          `    ${where['pt-BR']}${flight || boardings.length > 0 ? ` (${words['pt-BR'].brt})` : ''}`,
          '',
          'Leve um documento com foto.',
        ],
        ['Boa viagem!'],
      ),
    },
    en: {
      title: `Your trip is tomorrow: ${order.itemName}`,
      body: where.en,
      mail: mail(
        'en',
        order,
        link,
        `Your trip is tomorrow: ${order.itemName}`,
        [
          `Your trip starts tomorrow, ${formatDay('en', reminder.departureDate)}.`,
          '',
          `    ${where.en}${flight || boardings.length > 0 ? ` (${words.en.brt})` : ''}`,
          '',
          'Bring an identity document with a photo.',
        ],
        ['Have a good trip!'],
      ),
    },
  }
}

/** A due reminder's words; `link` is the order's page (the app's, or a guest's page with its token). */
export function reminderTexts(reminder: DueReminder, link: string, now: Date): Texts {
  switch (reminder.kind) {
    case 'pix-expiring':
      return pixExpiring(reminder.order, link, reminder.expiresAt, now)
    case 'boleto-due':
      return boletoDue(reminder.order, link, reminder.dueDate, reminder.digitableLine)
    case 'travellers-missing':
      return travellersMissing(reminder.order, link, reminder.deadline, reminder.missing)
    case 'departure-tomorrow':
      return departureTomorrow(reminder.order, link, reminder)
    case 'balance-due-week':
    case 'balance-due-tomorrow':
      return balanceDueTexts(reminder.order, link, reminder.dueAt, reminder.balanceCents)
  }
}
