/** The payer every bench orders as: a valid CPF, phone and address, so the order's own checks pass. */
export const benchPayer = {
  name: 'Maria da Silva',
  cpf: '529.982.247-25',
  email: 'maria@example.com',
  phone: '(11) 98765-4321',
  birthDate: '1990-05-31',
  address: { zipCode: '01310-100', street: 'Avenida Paulista', number: '1578', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
}

/** POST /api/orders's body for one seat of the option, paid by Pix. */
export const pixOrderBody = ({ tripId, optionId }: { tripId: number; optionId: number }) =>
  JSON.stringify({ item: { tripId, optionId, people: 1 }, payer: benchPayer, payment: { method: 'pix' } })
