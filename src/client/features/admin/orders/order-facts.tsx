import { Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { AdminOrder } from '../../../../domain/admin/order.ts'
import { formatDigitableLine } from '../../../../domain/boleto.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { methodLabels } from '../../../ui/orders/labels.ts'
import { monoFont } from '../../../ui/mono-font.ts'
import { useRateFormat } from '../../../ui/use-rate-format.ts'
import { DetailsPanel, FactList } from './fact-list.tsx'
import { useFormats } from '../../../ui/use-formats.ts'

/** What was bought, for how much and how it is paid. */
export function ItemAndPayment({ order }: { order: AdminOrder }) {
  const { t, i18n } = useLingui()
  const format = useFormats()
  const item = order.item
  const installments = order.installmentValuesCents.map(formatBRL).join(' + ')
  return (
    <>
      <DetailsPanel id="order-item" title={t`Item`}>
        {item.kind === 'trip' ? (
          <FactList
            facts={[
              [
                t`Trip`,
                <ChakraLink asChild key="trip">
                  <Link to="/admin/trips/buyers" search={{ tripId: item.tripId }}>
                    {item.tripName}
                  </Link>
                </ChakraLink>,
              ],
              [t`Dates`, item.checkIn ? `${format.date(item.checkIn)} – ${format.date(item.checkOut)}` : ''],
              [t`Option`, item.optionName],
              [t`People`, item.people],
              [t`Price per person`, formatBRL(item.unitPriceCents)],
              [t`Seats left on the trip`, order.tripSeats ? t`${order.tripSeats.left} of ${order.tripSeats.vacancies}` : ''],
            ]}
          />
        ) : (
          <FactList
            facts={[
              [t`Product`, item.productName],
              [t`Price`, formatBRL(item.unitPriceCents)],
            ]}
          />
        )}
      </DetailsPanel>
      <DetailsPanel id="order-payment" title={t`Payment`}>
        <Stack gap="4">
          <FactList
            facts={[
              [t`Amount`, formatBRL(order.amountCents)],
              [t`Method`, i18n._(methodLabels[order.method])],
              [t`Installments`, order.installments > 1 ? `${order.installments}x: ${installments}` : t`At once`],
              [t`Card`, order.card ? `${order.card.brand} •••• ${order.card.last4}` : ''],
              [t`Pix code valid until`, order.pixExpiresAt ? format.dateTime(order.pixExpiresAt) : ''],
              [t`Gateway`, order.gateway],
              [t`Charge`, order.chargeId ?? ''],
            ]}
          />
          {order.boletoSlips.length > 0 && (
            <Table.Root size="sm" aria-label={t`Bank slips`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>#</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Due date`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Amount`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Digitable line`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {order.boletoSlips.map((slip) => (
                  <Table.Row key={slip.number}>
                    <Table.Cell>{slip.number}</Table.Cell>
                    <Table.Cell>{format.date(slip.dueDate)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatBRL(slip.amountCents)}</Table.Cell>
                    <Table.Cell fontFamily={monoFont} fontSize="xs" wordBreak="break-all">
                      {formatDigitableLine(slip.digitableLine)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Stack>
      </DetailsPanel>
    </>
  )
}

/** Who pays (as typed at checkout) and the account that placed the order. */
export function PayerAndAccount({ order }: { order: AdminOrder }) {
  const { t } = useLingui()
  const format = useFormats()
  const { payer } = order
  const address = payer.address
  return (
    <>
      <DetailsPanel id="order-payer" title={t`Payer`}>
        <FactList
          facts={[
            [t`Name`, payer.name],
            [t`CPF`, format.cpf(payer.cpf)],
            [t`Email`, payer.email],
            [t`Phone`, format.phone(payer.phone)],
            [t`Birth date`, format.date(payer.birthDate)],
            [
              t`Address`,
              <Text as="span" key="address">
                {address.street}, {address.number}
                {address.complement ? ` – ${address.complement}` : ''} · {address.neighborhood} · {address.city}/{address.state} ·{' '}
                {address.zipCode.replace(/^(\d{5})(\d{3})$/, '$1-$2')}
              </Text>,
            ],
          ]}
        />
      </DetailsPanel>
      <DetailsPanel id="order-account" title={t`Customer account`}>
        {order.customer ? (
          <FactList
            facts={[
              [t`Name`, order.customer.name],
              [t`Email`, order.customer.email],
              [t`Account number`, order.customer.id],
            ]}
          />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            <Trans>No account: a guest paid through a payment link.</Trans>
          </Text>
        )}
      </DetailsPanel>
      <SoldBy order={order} />
    </>
  )
}

/** The agency credited with the sale, as the order keeps it (its rate at the moment of sale). */
function SoldBy({ order }: { order: AdminOrder }) {
  const { t } = useLingui()
  const rate = useRateFormat()
  const agency = order.agency
  return (
    <DetailsPanel id="order-agency" title={t`Sold by`}>
      {agency ? (
        <FactList
          facts={[
            [t`Agency`, agency.name],
            [t`Seller code`, agency.sellerCode],
            [t`Commission`, rate(agency.commissionBasisPoints)],
            [t`Channel`, agency.channel === 'link' ? t`Payment link` : t`Seller code`],
          ]}
        />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Sold by Roteiro directly: no agency is credited.</Trans>
        </Text>
      )}
    </DetailsPanel>
  )
}
