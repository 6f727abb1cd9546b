import type { SeedImage } from './types.ts'

export interface SeedTip {
  slug: string
  title: string
  /** Paragraphs separated by a blank line. */
  text: string
  image: SeedImage
  active: boolean
}

const paragraphs = (...lines: string[]) => lines.join('\n\n')

export const seedTips: SeedTip[] = [
  {
    slug: 'mala-para-excursao-de-onibus',
    title: 'Como montar a mala para uma excursão de ônibus',
    text: paragraphs(
      'Em uma excursão rodoviária, a mala vai no bagageiro e só é aberta no hotel. Por isso, separe uma bolsa pequena para levar com você: documento, remédios de uso contínuo, carregador, casaco leve (o ar-condicionado costuma ser forte) e um lanche.',
      'Roupas em camadas funcionam melhor do que peças pesadas: uma camiseta, uma blusa de moletom e uma jaqueta corta-vento resolvem do calor do meio-dia ao frio da serra à noite. Leve um calçado confortável já usado, nunca um tênis novo.',
      'Identifique a mala por dentro e por fora com nome e telefone, e tire uma foto dela antes de embarcar. Se algo sumir, a foto ajuda o guia e a empresa de ônibus a encontrar.',
    ),
    image: { scene: 'mountains', palette: 'day', alt: 'Estrada na serra com pinheiros e montanhas ao fundo' },
    active: true,
  },
  {
    slug: 'documentos-para-argentina-uruguai-e-chile',
    title: 'Documentos para viajar à Argentina, ao Uruguai e ao Chile',
    text: paragraphs(
      'Brasileiros entram nos países do Mercosul e no Chile apenas com o RG ou a Carteira de Identidade Nacional (CIN). O documento precisa estar em bom estado, sem plástico descolado, e com foto que permita reconhecer você hoje. Documentos muito antigos costumam ser recusados: se o seu tem mais de 10 anos, tire um novo ou viaje com passaporte.',
      'A CNH, mesmo sendo válida no Brasil, não serve para cruzar a fronteira. Também não são aceitas carteiras funcionais ou de conselhos profissionais.',
      'Crianças e adolescentes precisam do próprio documento. Se viajarem com apenas um dos pais, levem a autorização do outro com firma reconhecida em cartório.',
    ),
    image: { scene: 'city-obelisk', palette: 'dusk', alt: 'Avenida com o Obelisco de Buenos Aires ao anoitecer' },
    active: true,
  },
  {
    slug: 'bagagem-de-mao-o-que-pode-levar',
    title: 'Bagagem de mão: o que pode e o que não pode levar',
    text: paragraphs(
      'Nos voos nacionais, a bagagem de mão pode ter até 10 kg, além de um item pessoal como bolsa ou mochila pequena. Confira as medidas da sua companhia: a mala que não couber no medidor vai para o porão.',
      'Líquidos, cremes e géis só em frascos de até 100 ml, juntos em um saco transparente de 1 litro. Medicamentos com receita estão liberados, assim como alimentos para bebês.',
      'Power banks, baterias de lítio e cigarros eletrônicos são proibidos na bagagem despachada: leve-os sempre com você. Objetos cortantes, como tesouras com lâmina acima de 6 cm, vão no porão.',
    ),
    image: { scene: 'plane', palette: 'day', alt: 'Avião voando acima das nuvens' },
    active: true,
  },
  {
    slug: 'roupas-para-a-neve-em-bariloche',
    title: 'Roupas para a neve em Bariloche sem gastar muito',
    text: paragraphs(
      'O segredo é a técnica das três camadas: uma segunda pele térmica colada ao corpo, um fleece ou blusa de lã por cima e, por fora, uma jaqueta impermeável. Três camadas finas esquentam mais do que um casaco grosso.',
      'Calça, jaqueta impermeável, luvas e botas de neve podem ser alugadas em Bariloche por um preço diário baixo, e as lojas de aluguel ficam no caminho do Cerro Catedral. Compre só o que você vai usar de novo: segunda pele, meias de lã e gorro.',
      'Não esqueça óculos escuros e protetor solar: a neve reflete o sol e queima mesmo com frio.',
    ),
    image: { scene: 'snowy-mountains', palette: 'winter', alt: 'Montanhas cobertas de neve sobre um lago' },
    active: true,
  },
  {
    slug: 'primeiro-cruzeiro',
    title: 'Primeiro cruzeiro? Veja como aproveitar desde o embarque',
    text: paragraphs(
      'Faça o check-in on-line da companhia marítima assim que ele abrir e escolha o primeiro horário de embarque: você almoça a bordo e aproveita as piscinas vazias enquanto os outros ainda estão na fila.',
      'Leve na bolsa de mão roupa de banho, remédios e documentos, porque as malas despachadas podem chegar à cabine só no fim da tarde.',
      'Os pacotes de bebidas e a taxa de serviço são cobrados à parte, no cartão cadastrado a bordo. Acompanhe os gastos pelo aplicativo do navio para não ter surpresa no último dia.',
    ),
    image: { scene: 'cruise', palette: 'day', alt: 'Navio de cruzeiro em mar aberto' },
    active: true,
  },
  {
    slug: 'formula-1-em-interlagos',
    title: 'Dicas para assistir à Fórmula 1 em Interlagos',
    text: paragraphs(
      'Chegue cedo: os portões abrem de manhã e os setores de arquibancada não têm lugar marcado. Quem chega primeiro escolhe a melhor vista para o telão.',
      'O tempo em São Paulo muda rápido em novembro. Leve capa de chuva, protetor solar e boné, tudo na mesma mochila. Guarda-chuvas não são permitidos nas arquibancadas.',
      'O barulho dos carros é alto, principalmente na reta: protetores auriculares são obrigatórios para crianças e muito bem-vindos para adultos.',
    ),
    image: { scene: 'track-f1', palette: 'day', alt: 'Carro de corrida no autódromo, com a torcida na arquibancada' },
    active: true,
  },
  {
    slug: 'carnaval-2026-blocos-de-rua',
    title: 'Carnaval 2026: como curtir os blocos de rua com segurança',
    text: paragraphs(
      'Deixe documentos originais e cartões extras no hotel e leve só uma cópia do documento, um cartão e pouco dinheiro, numa pochete por baixo da fantasia.',
      'Combine um ponto de encontro com o grupo antes de sair: nos blocos grandes, o sinal do celular costuma cair.',
    ),
    image: { scene: 'carnival', palette: 'day', alt: 'Rua enfeitada com bandeirinhas para o Carnaval' },
    active: false,
  },
]
