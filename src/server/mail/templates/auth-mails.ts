import { signature, type MailContent, type MailLocale } from './locale.ts'

type Templates<P> = Record<MailLocale, (params: P) => MailContent>

type CodePurpose = 'signup' | 'signin' | 'deletion'

const codeUse: Record<MailLocale, Record<CodePurpose, string>> = {
  'pt-BR': { signup: 'confirmar o seu cadastro no Roteiro', signin: 'entrar no Roteiro', deletion: 'confirmar a exclusão da sua conta no Roteiro' },
  en: { signup: 'confirm your sign-up to Roteiro', signin: 'sign in to Roteiro', deletion: 'confirm the deletion of your Roteiro account' },
}

const codeWarning: Record<MailLocale, Record<CodePurpose, string>> = {
  'pt-BR': {
    signup: 'Se não foi você, ignore esta mensagem: sem o código ninguém entra na sua conta.',
    signin: 'Se não foi você, ignore esta mensagem: sem o código ninguém entra na sua conta.',
    deletion: 'Com ele, a conta e os seus dados pessoais são apagados de vez. Se não foi você, não passe o código a ninguém e troque a sua senha.',
  },
  en: {
    signup: 'If this was not you, ignore this message: without the code nobody gets into your account.',
    signin: 'If this was not you, ignore this message: without the code nobody gets into your account.',
    deletion: 'With it, the account and your personal data are erased for good. If this was not you, give the code to nobody and change your password.',
  },
}

/** The 6-digit code after a sign-up or a sign-in, or before a deletion. The code is in the subject too, so a phone's notification shows it. */
export const codeMail: Templates<{ code: string; purpose: CodePurpose; minutes: number }> = {
  'pt-BR': ({ code, purpose, minutes }) => ({
    subject: `${code} é o seu código do Roteiro`,
    text: [
      'Olá!',
      '',
      `Use este código para ${codeUse['pt-BR'][purpose]}:`,
      '',
      `    ${code}`,
      '',
      `Ele vale por ${minutes} minutos. ${codeWarning['pt-BR'][purpose]}`,
      '',
      signature['pt-BR'],
    ].join('\n'),
  }),
  en: ({ code, purpose, minutes }) => ({
    subject: `${code} is your Roteiro code`,
    text: [
      'Hello!',
      '',
      `Use this code to ${codeUse.en[purpose]}:`,
      '',
      `    ${code}`,
      '',
      `It is valid for ${minutes} minutes. ${codeWarning.en[purpose]}`,
      '',
      signature.en,
    ].join('\n'),
  }),
}

export const passwordResetMail: Templates<{ link: string; minutes: number }> = {
  'pt-BR': ({ link, minutes }) => ({
    subject: 'Redefinição de senha do Roteiro',
    text: [
      'Olá!',
      '',
      'Recebemos um pedido para redefinir a senha da sua conta no Roteiro. Para escolher uma nova senha, abra:',
      '',
      link,
      '',
      `O link vale por ${minutes} minutos e só pode ser usado uma vez. Ao trocar a senha, todas as sessões abertas da conta são encerradas.`,
      'Se não foi você quem pediu, ignore esta mensagem: a sua senha continua a mesma.',
      '',
      signature['pt-BR'],
    ].join('\n'),
  }),
  en: ({ link, minutes }) => ({
    subject: 'Reset your Roteiro password',
    text: [
      'Hello!',
      '',
      'We received a request to reset the password of your Roteiro account. To choose a new password, open:',
      '',
      link,
      '',
      `The link is valid for ${minutes} minutes and works once. Changing the password signs the account out everywhere.`,
      'If you did not ask for this, ignore this message: your password stays the same.',
      '',
      signature.en,
    ].join('\n'),
  }),
}

export const invitationMail: Templates<{ link: string; invitedBy: string; days: number }> = {
  'pt-BR': ({ link, invitedBy, days }) => ({
    subject: 'Convite para administrar o Roteiro',
    text: [
      'Olá!',
      '',
      `${invitedBy} convidou você para ser administrador do Roteiro. Para criar a sua conta, abra:`,
      '',
      link,
      '',
      `O convite vale por ${days} dias e só pode ser usado uma vez.`,
      '',
      signature['pt-BR'],
    ].join('\n'),
  }),
  en: ({ link, invitedBy, days }) => ({
    subject: 'Your invitation to manage Roteiro',
    text: [
      'Hello!',
      '',
      `${invitedBy} invited you to be a Roteiro administrator. To create your account, open:`,
      '',
      link,
      '',
      `The invitation is valid for ${days} days and works once.`,
      '',
      signature.en,
    ].join('\n'),
  }),
}

/** Instead of a code, when someone signs up with an email that already has an account: the answer to the sign-up looks the same either way. */
export const signUpTakenMail: Templates<{ signInLink: string; resetLink: string }> = {
  'pt-BR': ({ signInLink, resetLink }) => ({
    subject: 'Tentativa de cadastro com o seu e-mail no Roteiro',
    text: [
      'Olá!',
      '',
      'Alguém (talvez você) tentou criar uma conta no Roteiro com este e-mail, que já tem uma conta. Nenhuma conta nova foi criada e nada mudou na sua.',
      '',
      `Para entrar, abra ${signInLink}. Se esqueceu a senha, escolha uma nova em ${resetLink}.`,
      'Se não foi você, ignore esta mensagem.',
      '',
      signature['pt-BR'],
    ].join('\n'),
  }),
  en: ({ signInLink, resetLink }) => ({
    subject: 'Someone tried to sign up to Roteiro with your email',
    text: [
      'Hello!',
      '',
      'Someone (maybe you) tried to create a Roteiro account with this email, which already has an account. No new account was made and nothing changed in yours.',
      '',
      `To sign in, open ${signInLink}. If you forgot your password, choose a new one at ${resetLink}.`,
      'If this was not you, ignore this message.',
      '',
      signature.en,
    ].join('\n'),
  }),
}
