import { slugify } from '../../../domain/slug.ts'
import type { SeedImage } from './types.ts'

export interface SeedBanner {
  title: string
  image: SeedImage
  link: string | null
  startsAt: string | null
  endsAt: string | null
  position: number
}

const tripLink = (name: string) => `/trip/${slugify(name)}`
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString()

/**
 * Home banners, with windows relative to `now` so a fresh demo always shows the three cases:
 * live, already ended and not started yet. Six are live while the home shows five.
 */
export const seedBanners = (now: Date): SeedBanner[] => [
  {
    title: 'Fórmula 1 em Mônaco: pré-venda exclusiva',
    image: { scene: 'track-f1', palette: 'tropical', alt: 'Carro de Fórmula 1 em circuito de rua à beira-mar' },
    link: tripLink('Fórmula 1 — GP de Mônaco 2027'),
    startsAt: daysFrom(now, 30),
    endsAt: daysFrom(now, 120),
    position: 0,
  },
  {
    title: 'Réveillon em Porto Seguro: garanta sua vaga',
    image: { scene: 'fireworks', palette: 'night', alt: 'Fogos de artifício sobre o mar na virada do ano' },
    link: tripLink('Réveillon em Porto Seguro 2028'),
    startsAt: null,
    endsAt: null,
    position: 1,
  },
  {
    title: 'Natal Luz em Gramado em até 10x',
    image: { scene: 'mountains', palette: 'autumn', alt: 'Serra Gaúcha com pinheiros ao entardecer' },
    link: tripLink('Gramado e Canela — Natal Luz 2027'),
    startsAt: daysFrom(now, -10),
    endsAt: daysFrom(now, 150),
    position: 2,
  },
  {
    title: 'Viagens internacionais em até 12x',
    image: { scene: 'city-bridge', palette: 'sunset', alt: 'Ponte sobre o rio e a cidade ao pôr do sol' },
    link: '/trips?classification=2',
    startsAt: null,
    endsAt: null,
    position: 3,
  },
  {
    title: 'MotoGP no Brasil: pacotes para Goiânia',
    image: { scene: 'track-moto', palette: 'day', alt: 'Moto de corrida na curva do autódromo' },
    link: tripLink('MotoGP — GP do Brasil em Goiânia 2027'),
    startsAt: daysFrom(now, -5),
    endsAt: null,
    position: 4,
  },
  {
    title: 'Bariloche: últimas vagas para as férias de julho',
    image: { scene: 'snowy-mountains', palette: 'winter', alt: 'Montanhas nevadas dos Andes sobre um lago' },
    link: tripLink('Bariloche — neve nos Andes'),
    startsAt: null,
    endsAt: daysFrom(now, 90),
    position: 5,
  },
  {
    title: 'Temporada de cruzeiros 2027',
    image: { scene: 'cruise', palette: 'dusk', alt: 'Navio de cruzeiro ao anoitecer' },
    link: '/trips?transport=cruise',
    startsAt: null,
    endsAt: null,
    position: 6,
  },
  {
    title: 'Black Friday de viagens',
    image: { scene: 'beach', palette: 'sunset', alt: 'Praia com coqueiros ao pôr do sol' },
    link: '/trips?classification=1',
    startsAt: daysFrom(now, -60),
    endsAt: daysFrom(now, -30),
    position: 7,
  },
]

export interface SeedProduct {
  name: string
  description: string
  photo: SeedImage
  /** The storage key of its PDF and the PDF's contents. */
  pdfKey: string
  pdf: { title: string; paragraphs: string[] }
  priceCents: number | null
}

export const seedProducts: SeedProduct[] = [
  {
    name: 'Guia de Gramado e Canela (PDF)',
    description: 'Roteiro de 4 dias pela Serra Gaúcha, com parques, cafés coloniais e a programação do Natal Luz. Gratuito para nossos clientes.',
    photo: { scene: 'mountains', palette: 'autumn', alt: 'Vale da Serra Gaúcha com araucárias' },
    pdfKey: 'demo/guia-de-gramado-e-canela.pdf',
    pdf: {
      title: 'Guia de Gramado e Canela',
      paragraphs: [
        'Dia 1 — Centro de Gramado: Rua Coberta, Lago Negro e a Avenida Borges de Medeiros. À noite, fondue em um dos restaurantes da Rua Torta.',
        'Dia 2 — Canela: Catedral de Pedra, Parque do Caracol e o Castelinho Caracol, com seu café colonial.',
        'Dia 3 — Vale dos Vinhedos: vinícolas em Bento Gonçalves, com degustação. Reserve com antecedência nos fins de semana.',
        'Dia 4 — Compras e chocolates: fábricas de chocolate artesanal e malhas em Gramado antes da volta.',
        'Natal Luz: os espetáculos têm ingresso e lugares marcados; compre assim que a programação oficial for publicada.',
      ],
    },
    priceCents: null,
  },
  {
    name: 'Guia de Lisboa e Porto (PDF)',
    description: 'Bairros, miradouros, onde comer e como usar os elétricos e o metrô: o essencial para o primeiro roteiro em Portugal.',
    photo: { scene: 'city-bridge', palette: 'dawn', alt: 'Ponte sobre o Tejo ao amanhecer' },
    pdfKey: 'demo/guia-de-lisboa-e-porto.pdf',
    pdf: {
      title: 'Guia de Lisboa e Porto',
      paragraphs: [
        'Lisboa: o cartão Viva Viagem vale para metrô, elétricos e comboios urbanos. O elétrico 28 cruza Graça, Alfama e Baixa, mas lota: vá cedo.',
        'Miradouros: Senhora do Monte, Santa Luzia e São Pedro de Alcântara, de preferência ao pôr do sol.',
        'Porto: Ribeira e Cais de Gaia a pé, Livraria Lello com ingresso comprado on-line e o Mercado do Bolhão para o almoço.',
        'Comer bem: bifana, francesinha, bacalhau e pastel de nata. O couvert trazido à mesa é cobrado se você comer.',
      ],
    },
    priceCents: 2990,
  },
  {
    name: 'Checklist de bagagem para viagens internacionais (PDF)',
    description: 'Uma lista para imprimir e marcar: documentos, saúde, eletrônicos e roupas, com as regras de bagagem de mão.',
    photo: { scene: 'plane', palette: 'sunset', alt: 'Avião acima das nuvens ao pôr do sol' },
    pdfKey: 'demo/checklist-de-bagagem.pdf',
    pdf: {
      title: 'Checklist de bagagem',
      paragraphs: [
        'Documentos: passaporte ou RG, vistos, seguro viagem impresso, reservas e cartões de crédito com viagem avisada ao banco.',
        'Saúde: remédios de uso contínuo com receita, Certificado Internacional de Vacinação quando exigido, protetor solar.',
        'Eletrônicos: adaptador de tomada, carregadores e power bank (sempre na bagagem de mão).',
        'Roupas: peças em camadas, um casaco impermeável e calçado confortável já usado.',
      ],
    },
    priceCents: null,
  },
  {
    name: 'Seguro viagem Mercosul — 7 dias',
    description: 'Cobertura médica de US$ 60 mil, bagagem extraviada e assistência 24 horas em português para Argentina, Uruguai, Paraguai e Chile.',
    photo: { scene: 'plane', palette: 'day', alt: 'Avião sobre um mar de nuvens' },
    pdfKey: 'demo/seguro-viagem-mercosul-condicoes.pdf',
    pdf: {
      title: 'Seguro viagem Mercosul — condições resumidas',
      paragraphs: [
        'Vigência: 7 dias corridos a partir da data de início informada na compra.',
        'Coberturas: despesas médicas e hospitalares até US$ 60.000; regresso sanitário; bagagem extraviada até US$ 1.200.',
        'Assistência 24 horas em português pelo telefone e pelo aplicativo da seguradora.',
        'Este resumo não substitui as condições gerais da apólice, enviadas por e-mail após a compra.',
      ],
    },
    priceCents: 18900,
  },
]
