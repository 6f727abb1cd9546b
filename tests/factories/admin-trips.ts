import type { AdminTripFormInput } from '../../src/domain/admin/trip/input.ts'
import { buildImage, uniqueSuffix } from './images.ts'

/** A POST /api/admin/trips body that passes every rule: a published road trip with two options, three days and two images. */
export function buildAdminTripBody(overrides: Partial<AdminTripFormInput> = {}): AdminTripFormInput {
  return {
    name: `Serra Gaúcha ${uniqueSuffix()}`,
    classification: 1,
    transport: 'road',
    eventTypeId: null,
    checkIn: '2031-07-10',
    checkOut: '2031-07-13',
    destination: 'Gramado, RS',
    placeDescription: 'Serra gaúcha no inverno.',
    boardingPlace: 'Rodoviária de Porto Alegre',
    hotel: 'Hotel Serra Azul',
    mentalMapTag: 'serra',
    schedule: [
      { title: 'Chegada', locations: ['Gramado'], description: 'Check-in e noite livre.' },
      { title: 'Canela', locations: ['Catedral de Pedra', 'Cascata do Caracol'], description: 'Dia em Canela.' },
      { title: 'Retorno', locations: [], description: 'Café e volta.' },
    ],
    options: [
      { name: 'Quarto duplo', priceCents: 249_000, people: 2 },
      { name: 'Quarto individual', priceCents: 319_000, people: 1 },
    ],
    vacancies: 40,
    included: ['Transporte', 'Hospedagem com café'],
    notIncluded: ['Almoços'],
    documentation: ['RG ou CNH'],
    extraInfo: ['Leve agasalho'],
    flights: { first: null, second: null },
    images: [buildImage({ alt: 'Lago Negro' }), buildImage({ alt: 'Rua Coberta' })],
    featured: false,
    published: true,
    boletoInstallments: false,
    maxInstallments: 10,
    ...overrides,
  }
}

/** An outbound and a return flight on the given airline. */
export const buildAdminFlights = (airlineId: number) => ({
  first: { airlineId, flightNumber: 'LA3456', boardingAirport: 'GRU', destination: 'POA', departureDate: '2031-07-10', departureTime: '08:15', arrivalTime: '10:00' },
  second: { airlineId, flightNumber: 'LA3457', boardingAirport: 'POA', destination: 'GRU', departureDate: '2031-07-13', departureTime: '19:05', arrivalTime: '20:50' },
})
