import { formatBRL } from '../../../domain/money.ts'
import { signature, type MailContent, type MailLocale } from './locale.ts'

export interface GuestOrderMailParams {
  name: string
  code: string
  /** What was bought: "Trip — Option × 2" or the product's name. */
  item: string
  amountCents: number
  agencyName: string | null
  /** The guest's order page, with its access token in the fragment. */
  link: string
}

const soldBy: Record<MailLocale, (agency: string | null) => string[]> = {
  'pt-BR': (agency) => (agency ? [`    Vendido por: ${agency}`] : []),
  en: (agency) => (agency ? [`    Sold by: ${agency}`] : []),
}

/** To a guest who placed an order through a payment link: the order and where to pay and follow it (no account needed). */
export const guestOrderPlacedMail: Record<MailLocale, (params: GuestOrderMailParams) => MailContent> = {
  'pt-BR': ({ name, code, item, amountCents, agencyName, link }) => ({
    subject: `Pedido ${code} recebido: aguardando pagamento`,
    text: [
      `Olá, ${name}!`,
      '',
      'Recebemos o seu pedido. Ele fica reservado enquanto aguardamos o pagamento.',
      '',
      `    Pedido: ${code}`,
      `    ${item}`,
      `    Total: ${formatBRL(amountCents)}`,
      ...soldBy['pt-BR'](agencyName),
      '',
      `Pague e acompanhe o pedido neste link (guarde-o: ele é o seu acesso ao pedido): ${link}`,
      '',
      signature['pt-BR'],
    ].join('\n'),
  }),
  en: ({ name, code, item, amountCents, agencyName, link }) => ({
    subject: `Order ${code} received: waiting for payment`,
    text: [
      `Hello, ${name}!`,
      '',
      'We received your order. It stays reserved while we wait for the payment.',
      '',
      `    Order: ${code}`,
      `    ${item}`,
      `    Total: ${formatBRL(amountCents)}`,
      ...soldBy.en(agencyName),
      '',
      `Pay and follow the order at this link (keep it: it is your access to the order): ${link}`,
      '',
      signature.en,
    ].join('\n'),
  }),
}

/** To a guest whose order was paid: the confirmation, and the same link for the voucher. */
export const guestOrderPaidMail: Record<MailLocale, (params: GuestOrderMailParams) => MailContent> = {
  'pt-BR': ({ name, code, item, amountCents, agencyName, link }) => ({
    subject: `Pagamento confirmado: pedido ${code}`,
    text: [
      `Olá, ${name}!`,
      '',
      'O pagamento do seu pedido foi confirmado.',
      '',
      `    Pedido: ${code}`,
      `    ${item}`,
      `    Total pago: ${formatBRL(amountCents)}`,
      ...soldBy['pt-BR'](agencyName),
      '',
      `O voucher e os detalhes estão neste link: ${link}`,
      '',
      'Boa viagem!',
      signature['pt-BR'],
    ].join('\n'),
  }),
  en: ({ name, code, item, amountCents, agencyName, link }) => ({
    subject: `Payment confirmed: order ${code}`,
    text: [
      `Hello, ${name}!`,
      '',
      'The payment of your order was confirmed.',
      '',
      `    Order: ${code}`,
      `    ${item}`,
      `    Total paid: ${formatBRL(amountCents)}`,
      ...soldBy.en(agencyName),
      '',
      `The voucher and the details are at this link: ${link}`,
      '',
      'Have a good trip!',
      signature.en,
    ].join('\n'),
  }),
}

/** To a guest who asked for a new link to the order (the older link stops opening it). */
export const guestOrderLinkMail: Record<MailLocale, (params: GuestOrderMailParams) => MailContent> = {
  'pt-BR': ({ name, code, item, link }) => ({
    subject: `Novo link do pedido ${code}`,
    text: [
      `Olá, ${name}!`,
      '',
      'Você pediu um novo link para o seu pedido. Os links enviados antes deixaram de abri-lo.',
      '',
      `    Pedido: ${code}`,
      `    ${item}`,
      '',
      `Acompanhe o pedido neste link: ${link}`,
      '',
      'Se não foi você quem pediu, ignore esta mensagem: o link só chega a este email.',
      signature['pt-BR'],
    ].join('\n'),
  }),
  en: ({ name, code, item, link }) => ({
    subject: `New link to order ${code}`,
    text: [
      `Hello, ${name}!`,
      '',
      'You asked for a new link to your order. The links sent before no longer open it.',
      '',
      `    Order: ${code}`,
      `    ${item}`,
      '',
      `Follow the order at this link: ${link}`,
      '',
      'If you did not ask for it, ignore this message: the link only comes to this email.',
      signature.en,
    ].join('\n'),
  }),
}
