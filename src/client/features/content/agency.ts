import { formatBRL } from '../../../domain/money.ts'

/** The agency's public details, shown on the institutional pages; change them here only. */
export const agency = {
  legalName: 'Roteiro Viagens e Turismo Ltda.',
  cnpj: '00.000.000/0001-00',
  cadastur: '00.000000.00-0',
  street: 'Av. Paulista, 1000, conj. 101',
  district: 'Bela Vista',
  city: 'São Paulo – SP',
  zip: '01310-100',
  phone: '(11) 3000-0000',
  phoneHref: 'tel:+551130000000',
  whatsapp: '(11) 90000-0000',
  whatsappHref: 'https://wa.me/5511900000000',
  email: 'atendimento@roteiro.tur.br',
  privacyEmail: 'privacidade@roteiro.tur.br',
  partnersEmail: 'parcerias@roteiro.tur.br',
  dpoName: 'Mariana Alves',
  /** Spec section 9; a no-break space keeps "R$" and the amount on one line in running text. */
  minimumInstallment: formatBRL(500).replace(' ', '\u00a0'),
} as const
