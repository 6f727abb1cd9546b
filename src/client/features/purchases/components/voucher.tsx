import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Order } from '../../../../domain/order.ts'
import { tripDateRangeText } from '../../../../domain/trip-dates.ts'
import { svgDataUrl, useQrSvg } from '../../../ui/use-qr-svg.ts'
import { monoFont } from '../../../ui/mono-font.ts'
import type { OrderSource } from '../order-source.ts'
import { orderTravellersQueryOptions } from '../travellers-api.ts'
import { TravellerPlace } from './traveller-place.tsx'

/**
 * A confirmed trip's voucher: the order code as a QR image and in letters, with the trip, dates,
 * people and the payer's name, to show at boarding. A signed-in buyer's opens offline with the
 * saved order (`source.saved`); a guest's is not saved, and says where to find it again. On a road
 * trip, each traveller's boarding point and seat, from the travellers the order screen reads (saved with it).
 */
export function Voucher({ order, source }: { order: Order; source: OrderSource }) {
  const { t, i18n } = useLingui()
  const svg = useQrSvg(order.code)
  const travellers = useQuery({ ...orderTravellersQueryOptions(source, order.code), enabled: order.item.kind === 'trip' }).data
  const placed = travellers?.travellers.filter((traveller) => traveller.boardingPointId !== null || traveller.seat !== null) ?? []
  if (order.item.kind !== 'trip') return null
  const { item, code } = order
  return (
    <Box as="section" aria-labelledby="voucher-heading" borderWidth="2px" borderStyle="dashed" borderColor="border.emphasized" borderRadius="l3" p="5" data-testid="voucher">
      <Stack gap="4" direction={{ base: 'column', sm: 'row' }} alignItems="center">
        <Box bg="white" p="2" borderRadius="l2" width="168px" height="168px" flexShrink="0">
          {svg ? <img src={svgDataUrl(svg)} alt={t`QR code of the order ${code}`} width={152} height={152} data-testid="voucher-qr" /> : <Skeleton width="152px" height="152px" />}
        </Box>
        <Stack gap="1" textAlign={{ base: 'center', sm: 'start' }}>
          <Heading as="h2" id="voucher-heading" size="md">
            <Trans>Voucher</Trans>
          </Heading>
          <Text fontFamily={monoFont} fontSize="xl" fontWeight="bold" letterSpacing="wider">
            {order.code}
          </Text>
          <Text fontWeight="semibold">{item.tripName}</Text>
          <Text fontSize="sm" color="fg.muted">
            {item.optionName} · {tripDateRangeText(item.checkIn, item.checkOut, i18n.locale)} · <Plural value={item.people} one="# person" other="# people" />
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {order.payer.name}
          </Text>
          {travellers && placed.length > 0 && (
            <Stack as="ul" gap="0.5" listStyleType="none" data-testid="voucher-places">
              {placed.map((traveller, position) => (
                <li key={position}>
                  {traveller.name && (
                    <Text fontSize="sm" fontWeight="medium">
                      {traveller.name}
                    </Text>
                  )}
                  <TravellerPlace traveller={traveller} boardingPoints={travellers.boardingPoints} vehicles={travellers.vehicles} />
                </li>
              ))}
            </Stack>
          )}
          <Text fontSize="xs" color="fg.muted">
            {source.saved ? (
              <Trans>Show this voucher at boarding. It is saved on this device and opens offline.</Trans>
            ) : (
              <Trans>Show this voucher at boarding. The link in your confirmation email opens it again.</Trans>
            )}
          </Text>
        </Stack>
      </Stack>
    </Box>
  )
}
