import { Alert, Card, Heading, List, SimpleGrid, Stack, Stat } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import type { SeatChecks } from '../../../../domain/passenger-manifest.ts'
import { useDocumentText } from '../../../ui/passengers/document-text.ts'
import { OrderCodeLink } from '../orders/order-code-link.tsx'

/** The figures an admin checks before handing the list to the carrier, and what needs a call to a buyer. */
export function SeatChecksSummary({ checks }: { checks: SeatChecks }) {
  const { t } = useLingui()
  const documentText = useDocumentText()
  const headingId = useId()
  const figures = [
    [t`Paid seats`, checks.paidSeats],
    [t`Held (awaiting payment)`, checks.heldSeats],
    [t`Seats left`, checks.seatsLeft],
    [t`Vacancies`, checks.vacancies],
    [t`Travellers complete`, checks.completeTravellers],
    [t`Travellers missing data`, checks.incompleteTravellers],
    [t`Minors`, checks.minors],
  ] as const
  const allGood = checks.incompleteOrders.length === 0 && checks.duplicateDocuments.length === 0 && checks.heldSeats >= 0
  return (
    <Card.Root as="section" size="sm" aria-labelledby={headingId}>
      <Card.Body gap="4">
        <Heading as="h2" size="sm" id={headingId}>
          <Trans>Seat checks</Trans>
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4, xl: 7 }} gap="3">
          {figures.map(([label, value]) => (
            <Stat.Root key={label} size="sm">
              <Stat.Label>{label}</Stat.Label>
              <Stat.ValueText fontVariantNumeric="tabular-nums">{value}</Stat.ValueText>
            </Stat.Root>
          ))}
        </SimpleGrid>
        {checks.byOption.length > 1 && (
          <List.Root variant="plain" gap="1">
            {checks.byOption.map((option) => (
              <List.Item key={option.optionName}>
                <Trans>
                  {option.optionName}: {option.paidSeats} paid seats
                </Trans>
              </List.Item>
            ))}
          </List.Root>
        )}
        <Stack gap="2">
          {allGood && <CheckAlert status="success" title={<Trans>Every paid seat has a complete traveller and no document repeats.</Trans>} />}
          {checks.heldSeats < 0 && <CheckAlert status="error" title={<Trans>The trip's seats do not add up: more seats are paid than taken. Check the trip's vacancies.</Trans>} />}
          <CheckAlert
            status="warning"
            title={<Trans>Orders with travellers missing data</Trans>}
            items={checks.incompleteOrders.map((order) => ({
              key: order.orderCode,
              content: (
                <>
                  <OrderCodeLink code={order.orderCode} />
                  <Trans>
                    {order.buyerName}: {order.complete} of {order.people} complete
                  </Trans>
                </>
              ),
            }))}
          />
          <CheckAlert
            status="error"
            title={<Trans>The same document is given for more than one traveller</Trans>}
            items={checks.duplicateDocuments.map((duplicate) => ({
              key: `${duplicate.kind}-${duplicate.number}-${duplicate.kind === 'rg' ? duplicate.state : ''}`,
              content: (
                <>
                  {documentText(duplicate)}:
                  {duplicate.orderCodes.map((code) => (
                    <OrderCodeLink key={code} code={code} />
                  ))}
                </>
              ),
            }))}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}

interface CheckAlertProps {
  status: 'success' | 'warning' | 'error'
  title: ReactNode
  /** The orders or documents the check is about: a check about a list says nothing when the list is empty. */
  items?: { key: string; content: ReactNode }[]
}

/** One check's verdict: its title, and the rows to look at when it is about some of them. */
function CheckAlert({ status, title, items }: CheckAlertProps) {
  if (items?.length === 0) return null
  return (
    <Alert.Root status={status} size="sm" alignItems={items ? 'start' : undefined}>
      <Alert.Indicator />
      {items ? (
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <List.Root variant="plain" gap="1" mt="1">
            {items.map((item) => (
              <List.Item key={item.key} display="flex" gap="2" flexWrap="wrap">
                {item.content}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Content>
      ) : (
        <Alert.Title>{title}</Alert.Title>
      )}
    </Alert.Root>
  )
}
