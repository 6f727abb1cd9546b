import { signature, type MailContent, type MailLocale } from './locale.ts'

const percent = (locale: MailLocale, basisPoints: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000)

/** An admin approved the agency: its terms and where to see them. */
export const agencyApprovedMail: Record<MailLocale, (params: { name: string; commissionBasisPoints: number; sellerCode: string; link: string }) => MailContent> = {
  'pt-BR': ({ name, commissionBasisPoints, sellerCode, link }) => ({
    subject: 'Sua agência foi aprovada no Roteiro',
    text: [
      `Olá, ${name}!`,
      '',
      'A sua agência foi aprovada como parceira do Roteiro. Estas são as suas condições:',
      '',
      `    Comissão: ${percent('pt-BR', commissionBasisPoints)}`,
      `    Código de vendedor: ${sellerCode}`,
      '',
      `Você as encontra também na sua conta: ${link}`,
      '',
      signature['pt-BR'],
    ].join('\n'),
  }),
  en: ({ name, commissionBasisPoints, sellerCode, link }) => ({
    subject: 'Your agency was approved on Roteiro',
    text: [
      `Hello, ${name}!`,
      '',
      'Your agency was approved as a Roteiro partner. These are your terms:',
      '',
      `    Commission: ${percent('en', commissionBasisPoints)}`,
      `    Seller code: ${sellerCode}`,
      '',
      `You will find them in your account too: ${link}`,
      '',
      signature.en,
    ].join('\n'),
  }),
}
