/**
 * The agency's registered details: the institutional pages show them and the passenger manifest
 * PDF heads each page with them. Change them here only.
 */
export const agencyDetails = {
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
} as const
