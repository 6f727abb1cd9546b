/** The languages our mails are written in: pt-BR by default, English when the browser asks for it first. */
export type MailLocale = 'pt-BR' | 'en'

/** The last line of every mail. */
export const signature: Record<MailLocale, string> = { 'pt-BR': 'Equipe Roteiro', en: 'The Roteiro team' }

export const mailLocale = (acceptLanguage: string | undefined): MailLocale => (acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'pt-BR')

export interface MailContent {
  subject: string
  text: string
}
