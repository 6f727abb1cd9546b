import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { formatBRL } from '../../../../domain/money.ts'
import type { PublicPaymentLink } from '../../../../domain/payment-link.ts'
import { tripDateRangeText } from '../../../../domain/trip-dates.ts'
import { useDocumentTitle } from '../../../ui/use-document-title.ts'
import styles from './payment-link.module.css'

const itemName = (link: PublicPaymentLink) => (link.item.kind === 'trip' ? link.item.tripName : link.item.productName)

/** What the link sells, drawn at once without Chakra: picture, name, dates, option, people, total and the agency that sold it. */
export function LinkSummary({ link }: { link: PublicPaymentLink }) {
  const { t, i18n } = useLingui()
  const name = itemName(link)
  const agency = link.agency.name
  const expires = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(link.expiresAt))
  useDocumentTitle(t`Payment: ${name}`)
  const { item } = link
  return (
    <section className={styles.summary} aria-labelledby="link-heading" data-testid="link-summary">
      {link.imageUrl && <img className={styles.image} src={link.imageUrl} alt="" width={960} height={540} fetchPriority="high" />}
      <div>
        <p className={styles.eyebrow}>
          <Trans>Payment link</Trans>
        </p>
        <h1 id="link-heading" className={styles.heading}>
          {name}
        </h1>
        {item.kind === 'trip' && (
          <p className={styles.detail} data-testid="link-trip">
            {item.optionName} · {tripDateRangeText(item.checkIn, item.checkOut, i18n.locale)}
          </p>
        )}
      </div>
      <dl className={styles.facts}>
        {item.kind === 'trip' && (
          <>
            <div className={styles.fact}>
              <dt>
                <Trans>People</Trans>
              </dt>
              <dd data-testid="link-people">
                <Plural value={item.people} one="# person" other="# people" />
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>
                <Trans>Price per person</Trans>
              </dt>
              <dd>{formatBRL(item.unitPriceCents)}</dd>
            </div>
          </>
        )}
        <div className={`${styles.fact} ${styles.total}`}>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd data-testid="link-total">{formatBRL(link.amountCents)}</dd>
        </div>
      </dl>
      <p className={styles.seller} data-testid="link-agency">
        <Trans>Sold by {agency}</Trans>
      </p>
      <p className={styles.expires}>
        <Trans>This link can be paid until {expires}.</Trans>
      </p>
    </section>
  )
}
