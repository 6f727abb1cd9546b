import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { bannersQueryOptions } from '../../features/catalogue/api.ts'
import { BannerCarousel } from '../../features/catalogue/components/banner-carousel.tsx'
import styles from '../../features/catalogue/components/home-page.module.css'
import { tripsQueryOptions } from '../../features/trips/api.ts'
import { TripGrid } from '../../features/trips/components/trip-grid.tsx'
import { ensurePublicAnswer, usePublicData } from '../../public-answers.ts'
import { buttonClass } from '../../ui/plain/button.tsx'
import { cx } from '../../ui/plain/cx.ts'
import { Container } from '../../ui/plain/layout.tsx'
import { useDocumentTitle } from '../../ui/use-document-title.ts'

const featuredQuery = { featured: true, pageSize: 9 }

export const Route = createFileRoute('/_default/')({
  staticData: { chakra: false },
  loader: () => Promise.all([ensurePublicAnswer(bannersQueryOptions()), ensurePublicAnswer(tripsQueryOptions(featuredQuery))]),
  component: HomePage,
})

function CategoryLinks() {
  const { t } = useLingui()
  const categories = [
    { label: t`Excursions`, search: { classification: 0 } },
    { label: t`National trips`, search: { classification: 1 } },
    { label: t`International trips`, search: { classification: 2 } },
    { label: t`Cruises`, search: { transport: 'cruise' } },
  ] as const
  const category = buttonClass({ variant: 'outline', className: styles.category })
  return (
    <ul className={styles.categories}>
      {categories.map((item) => (
        <li key={item.label}>
          <Link to="/trips" search={item.search} className={category}>
            {item.label}
          </Link>
        </li>
      ))}
      <li>
        <Link to="/f1" className={category}>
          <Trans>Formula 1</Trans>
        </Link>
      </li>
      <li>
        <Link to="/motogp" className={category}>
          MotoGP
        </Link>
      </li>
    </ul>
  )
}

function HomePage() {
  const { t } = useLingui()
  const banners = usePublicData(bannersQueryOptions())
  const featured = usePublicData(tripsQueryOptions(featuredQuery))
  useDocumentTitle(`Roteiro · ${t`Trips, excursions and cruises`}`)
  return (
    <div className={cx(styles.page, banners.length === 0 && styles.noBanner)}>
      {banners.length > 0 && <BannerCarousel banners={banners} />}
      <Container>
        <div className={styles.sections}>
          <div className={styles.intro}>
            <h1 className={styles.title}>
              <Trans>Where do you want to go?</Trans>
            </h1>
            <p className={styles.lead}>
              <Trans>Excursions, national and international trips, cruises and race weekends, with guides who take care of every detail.</Trans>
            </p>
            <CategoryLinks />
          </div>
          <section className={styles.featured} aria-labelledby="featured-heading">
            <div className={styles.featuredHead}>
              <h2 id="featured-heading" className={styles.featuredTitle}>
                <Trans>Featured trips</Trans>
              </h2>
              <Link to="/trips" className={buttonClass({ variant: 'ghost' })}>
                <Trans>See all trips</Trans>
              </Link>
            </div>
            {featured.items.length > 0 ? (
              <TripGrid trips={featured.items} priorityCount={banners.length > 0 ? 0 : 3} />
            ) : (
              <div className={styles.empty}>
                <Trans>No featured trips right now.</Trans>
              </div>
            )}
          </section>
        </div>
      </Container>
    </div>
  )
}
