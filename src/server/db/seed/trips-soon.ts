import { addDays, saoPauloDate } from '../../../domain/order-status.ts'
import { day, nationalDocuments, type SeedTrip } from './types.ts'

const roadIncluded = ['Ônibus de turismo executivo com ar-condicionado e banheiro', 'Guia acompanhante durante toda a viagem', 'Seguro viagem nacional']

/**
 * Two road trips dated from the São Paulo day the seed runs (every other demo trip leaves on a
 * fixed 2027 date), so a first start already has departures on the admin dashboard, passenger
 * lists about to be handed in and reminders due (docs/ADMIN.md, docs/NOTIFICATIONS.md): a day
 * trip leaving tomorrow (its travellers' deadline gone, "departure tomorrow" due from 09:00)
 * and a three-day trip leaving in five days whose deadline, set at 96 h, ends at midnight (so
 * "travellers' data missing" is due now). Almost sold out, so the e2e fixtures that buy "a trip
 * with seats" keep to the fixed-date ones.
 */
export function soonTrips(now: Date): SeedTrip[] {
  const today = saoPauloDate(now)
  return [
    {
      name: 'São Roque — Roteiro do Vinho, bate-volta',
      classification: 0,
      transport: 'road',
      checkIn: addDays(today, 1),
      checkOut: addDays(today, 1),
      destination: 'São Roque – SP',
      placeDescription:
        'A uma hora de São Paulo, São Roque tem o Roteiro do Vinho: adegas de família, vinhos coloniais, alcachofras, doces caseiros e o Ski Mountain Park, num passeio tranquilo de um dia pelo interior.',
      boardingPlace: 'Estação Barra Funda do metrô, São Paulo – SP (saída da Rua Auro Soares de Moura Andrade): embarque às 7h30',
      hotel: 'Bate-volta, sem hospedagem',
      mentalMapTag: 'vinho',
      vacancies: 42,
      seatsLeft: 3,
      maxInstallments: 3,
      options: [
        { name: 'Adulto', priceCents: 24900, people: 1 },
        { name: 'Criança de 6 a 11 anos', priceCents: 19900, people: 1 },
      ],
      schedule: [
        day(
          1,
          'Adegas e almoço colonial',
          ['São Paulo', 'São Roque'],
          'Saída às 8h. Visita a duas adegas com degustação, almoço com alcachofras e tempo livre no Roteiro do Vinho. Retorno às 17h, com chegada prevista às 18h30.',
        ),
      ],
      included: [...roadIncluded, 'Degustação em duas adegas'],
      notIncluded: ['Almoço', 'Compras nas adegas'],
      documentation: nationalDocuments,
      extraInfo: ['Menores de 18 anos não participam das degustações', 'Chegue 20 minutos antes: o ônibus sai no horário'],
      images: [
        { scene: 'vineyard', palette: 'day', alt: 'Parreiras em fileiras na encosta, com uma adega de pedra' },
        { scene: 'vineyard', palette: 'sunset', alt: 'Fim de tarde sobre os vinhedos de São Roque' },
      ],
    },
    {
      name: 'Brotas — rafting e cachoeiras',
      classification: 0,
      transport: 'road',
      checkIn: addDays(today, 5),
      checkOut: addDays(today, 7),
      destination: 'Brotas – SP',
      placeDescription:
        'Brotas é a capital paulista do turismo de aventura: rafting no Rio Jacaré-Pepira, boia-cross, tirolesa e trilhas até cachoeiras de água fria no meio do cerrado, com pousadas à beira do rio.',
      boardingPlace: 'Terminal Rodoviário Tietê, São Paulo – SP (portão de fretamento): embarque às 6h30',
      hotel: 'Pousada Recanto do Rio, Brotas (2 noites, café da manhã)',
      mentalMapTag: 'aventura',
      vacancies: 44,
      seatsLeft: 4,
      maxInstallments: 6,
      boletoInstallments: true,
      travellersDeadlineHours: 96,
      options: [
        { name: 'Apartamento duplo — por pessoa', priceCents: 99900, people: 2 },
        { name: 'Apartamento triplo — por pessoa', priceCents: 92900, people: 3 },
      ],
      schedule: [
        day(1, 'Viagem e cachoeiras', ['São Paulo', 'Brotas'], 'Saída às 7h. Chegada para o almoço, check-in e trilha até a Cachoeira Três Quedas.'),
        day(2, 'Rafting', ['Rio Jacaré-Pepira'], 'Manhã de rafting com instrutores e equipamento. Tarde livre para tirolesa ou boia-cross (opcionais).'),
        day(3, 'Retorno', ['Brotas', 'São Paulo'], 'Café da manhã, tempo livre no centro e retorno às 14h.'),
      ],
      included: [...roadIncluded, '2 noites de hospedagem com café da manhã', 'Rafting com seguro de aventura'],
      notIncluded: ['Almoços e jantares', 'Tirolesa e boia-cross'],
      documentation: nationalDocuments,
      extraInfo: [
        'O rafting aceita a partir de 7 anos, com um responsável',
        'A lista de passageiros fecha 4 dias antes da saída: o seguro de aventura pede nome, documento e nascimento de todos',
      ],
      images: [
        { scene: 'waterfall', palette: 'day', alt: 'Cachoeira em três quedas no meio da mata' },
        { scene: 'mountains', palette: 'dawn', alt: 'Amanhecer sobre o rio e os morros de Brotas' },
      ],
    },
  ]
}
