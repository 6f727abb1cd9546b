import { useLingui } from '@lingui/react/macro'
import type { Trip } from '../../../../domain/trip.ts'
import { tripSections } from '../../../../domain/trip-values.ts'
import { cx } from '../../../ui/plain/cx.ts'
import { sectionLabels } from '../../../ui/trips/labels.ts'
import styles from './trip-details.module.css'

/** The four sections in the spec's index order: included 0, notIncluded 1, documentation 2, extraInfo 3. */
export function TripSections({ sections }: { sections: Trip['sections'] }) {
  const { i18n } = useLingui()
  return (
    <div className={styles.sections}>
      {tripSections.map((section) =>
        sections[section].length === 0 ? null : (
          <section key={section} className={cx(styles.panel, styles.section)} data-testid={`section-${section}`}>
            <h2 className={styles.bold}>{i18n._(sectionLabels[section])}</h2>
            <ul className={styles.items}>
              {sections[section].map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ),
      )}
    </div>
  )
}
