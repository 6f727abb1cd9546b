import { Trans } from '@lingui/react/macro'
import { formatBRL } from '../../../../domain/money.ts'
import { buttonClass } from '../../../ui/plain/button.tsx'
import styles from './trip-options.module.css'
import { tripOptionsId } from './trip-options.tsx'

/**
 * Below 1024 px the options come after the whole description (4,000 px down on a 390 px phone),
 * so the "from" price and "Comprar" stay at the bottom of the screen and lead to them: choose
 * there, then buy. Wider, the options sit beside the page and the CSS leaves the bar out. A plain
 * in-page link, no script: the browser scrolls and moves the keyboard's starting point there.
 */
export function TripBuyBar({ fromPriceCents }: { fromPriceCents: number }) {
  return (
    <div className={styles.bar} data-testid="trip-buy-bar">
      <p className={styles.barPrice}>
        <Trans>
          from <span className={styles.barAmount}>{formatBRL(fromPriceCents)}</span>
        </Trans>
      </p>
      <a href={`#${tripOptionsId}`} className={buttonClass({ size: 'lg' })}>
        <Trans>Buy</Trans>
      </a>
    </div>
  )
}
