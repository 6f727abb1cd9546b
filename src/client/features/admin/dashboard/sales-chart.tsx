import { Box, useChakraContext, type BoxProps } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { SalesDay } from '../../../../domain/admin/dashboard-sales.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { useFormats } from '../../../ui/use-formats.ts'

/** Whole reais on the axis: R$ 12 mil reads faster than R$ 12.345,67. */
const compactBRL = (locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 })

/**
 * The sales chart: paid orders per day as bars (left axis), revenue as a line (right axis).
 * Recharts is the heaviest library of the admin area, so this module is loaded lazily by
 * sales-section.tsx and nothing else imports it (scripts/check-budget.ts checks its chunk stays
 * out of every first visit). It is drawn for the eye: the section's summary and table say the same
 * to a screen reader, so the SVG is hidden from it, and recharts' keyboard layer (a focusable SVG)
 * is off: nothing focusable may sit inside aria-hidden.
 */
export default function SalesChart({ days, height }: { days: SalesDay[]; height: BoxProps['h'] }) {
  const { t, i18n } = useLingui()
  const format = useFormats()
  const system = useChakraContext()
  const color = (token: string) => system.token.var(`colors.${token}`)
  const money = compactBRL(i18n.locale)
  // The short date without its year: dd/mm or mm/dd, as the reader writes dates.
  const dayMonth = (date: string) => format.date(date).slice(0, 5)
  const seriesName = (dataKey: unknown) => (dataKey === 'revenueCents' ? t`Revenue` : t`Paid orders`)
  return (
    <Box aria-hidden="true" h={height} data-testid="sales-chart" fontSize="xs">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={days} margin={{ top: 8, right: 4, bottom: 0, left: 4 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={color('border.muted')} />
          <XAxis dataKey="date" tickFormatter={dayMonth} minTickGap={24} stroke={color('fg.muted')} />
          <YAxis yAxisId="orders" allowDecimals={false} width={32} stroke={color('fg.muted')} />
          <YAxis yAxisId="revenue" orientation="right" width={72} tickFormatter={(cents: number) => money.format(cents / 100)} stroke={color('fg.muted')} />
          <Tooltip
            labelFormatter={(date) => format.date(String(date))}
            formatter={(value, name) => [name === 'revenueCents' ? formatBRL(Number(value)) : value, seriesName(name)]}
            contentStyle={{ background: color('bg.panel'), borderColor: color('border'), color: color('fg') }}
            itemStyle={{ color: color('fg') }}
          />
          {/* The series' colours are for the marks; their names are read in the text colour. */}
          <Legend formatter={(name) => <span style={{ color: color('fg') }}>{seriesName(name)}</span>} />
          <Bar yAxisId="orders" dataKey="orders" fill={color('brand.solid')} radius={[2, 2, 0, 0]} isAnimationActive={false} />
          <Line yAxisId="revenue" dataKey="revenueCents" type="monotone" stroke={color('accent')} strokeWidth={2} dot={false} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  )
}
