/** Airlines the demo flights use; admins add more under "companies". */
export const airlineNames = ['LATAM', 'GOL', 'Azul', 'TAP Air Portugal', 'Air France', 'Copa Airlines', 'Aerolíneas Argentinas']

export const eventTypeRows = [
  {
    slug: 'f1',
    name: 'Fórmula 1',
    description:
      'Pacotes para os Grandes Prêmios de Fórmula 1 no Brasil e no exterior, com ingresso, hospedagem e traslados até o autódromo. Vagas limitadas pela carga de ingressos de cada setor.',
  },
  {
    slug: 'motogp',
    name: 'MotoGP',
    description: 'A categoria rainha da motovelocidade: pacotes com ingresso de arquibancada ou área VIP, hotel e traslados para as etapas do Brasil e de Portugal.',
  },
  { slug: 'reveillon', name: 'Réveillon', description: 'Pacotes de Ano-Novo com ceia, queima de fogos e os melhores destinos de praia para a virada.' },
  { slug: 'carnaval', name: 'Carnaval', description: 'Excursões e pacotes para curtir os blocos e os desfiles de Carnaval pelo Brasil.' },
  { slug: 'shows', name: 'Shows', description: 'Excursões para festivais e grandes shows, com ingresso e transporte de ida e volta.' },
]

/** The "travel information" page: one piece of advice per row, grouped by type. */
export const travelInformationRows = [
  {
    type: 'Documentação',
    text: 'Em viagens nacionais, basta um documento oficial com foto dentro da validade: RG, CNH, Carteira de Identidade Nacional (CIN), carteira de trabalho ou passaporte. Documentos digitais (CNH Digital e CIN no aplicativo gov.br) são aceitos pelas companhias aéreas.',
  },
  {
    type: 'Documentação',
    text: 'Para Argentina, Uruguai, Paraguai, Chile e demais países do Mercosul, o RG ou a CIN em bom estado substituem o passaporte. Prefira documentos emitidos há menos de 10 anos e com foto atual. A CNH não vale como documento de viagem internacional.',
  },
  {
    type: 'Documentação',
    text: 'Menores de 16 anos viajando pelo Brasil sem os pais precisam de autorização com firma reconhecida. Para o exterior, menores de 18 anos viajando com apenas um dos pais precisam de autorização do outro, com firma reconhecida, ou do campo de autorização no passaporte.',
  },
  {
    type: 'Bagagem',
    text: 'Na bagagem de mão, líquidos em frascos de até 100 ml, todos juntos em um saco plástico transparente de até 1 litro. Baterias externas (power banks) e cigarros eletrônicos só podem ir na bagagem de mão, nunca na despachada.',
  },
  {
    type: 'Bagagem',
    text: 'Nas excursões de ônibus, cada passageiro leva uma mala de até 23 kg no bagageiro e uma bolsa pequena a bordo. Identifique a mala com nome e telefone: no desembarque, muitas malas são parecidas.',
  },
  {
    type: 'Vacinas',
    text: 'A vacina contra a febre amarela é recomendada para quem visita áreas rurais e parques de várias regiões do Brasil e é exigida por alguns países. O Certificado Internacional de Vacinação (CIVP) é emitido gratuitamente pela Anvisa, on-line, a partir do registro da vacina no Conecte SUS.',
  },
  {
    type: 'Seguro viagem',
    text: 'O seguro viagem é obrigatório para entrar nos países do Espaço Schengen, com cobertura mínima de 30 mil euros para despesas médicas e repatriação. Todos os nossos pacotes internacionais já incluem o seguro; o certificado chega por e-mail antes do embarque.',
  },
  {
    type: 'Embarque',
    text: 'Chegue ao ponto de encontro com 2 horas de antecedência em voos nacionais e 3 horas em voos internacionais. Nas excursões rodoviárias, o ônibus sai no horário marcado: a tolerância é de 15 minutos.',
  },
]
