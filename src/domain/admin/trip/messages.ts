/**
 * What the trips' admin schema and API say, in English; the client translates each text
 * (ui/form/validation-messages.ts).
 */
export const adminTripMessages = {
  checkOutBeforeCheckIn: 'The check-out cannot be before the check-in',
  optionRequired: 'A trip needs at least one option',
  imageRequired: 'A published trip needs at least one image',
  lineTooLong: (max: number) => `Each line must have at most ${max} characters`,
  tooManyLines: (max: number) => `At most ${max} lines`,
  tooManyItems: (max: number) => `At most ${max} items`,
  nameTaken: 'A trip with this name already exists',
  slugTaken: 'Another trip already has this URL name',
  unknownOption: 'This option is not one of the trip’s options',
  unknownAirline: 'Unknown airline',
  unknownEventType: 'Unknown event type',
  seatsTaken: (held: number) => `${held} seats are already taken: the vacancies cannot be fewer`,
  optionHasOrders: (name: string) => `The option “${name}” has orders and cannot be removed; keep it or change its name`,
  tripHasOrders: 'This trip has orders and cannot be deleted; unpublish it instead',
  tripNotFound: (id: number | string) => `Trip not found: ${id}`,
  patchEmpty: 'Send published or featured',
} as const
