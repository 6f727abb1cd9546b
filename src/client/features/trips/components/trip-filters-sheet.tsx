import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '../../../ui/plain/button.tsx'
import { BottomSheet } from '../../../ui/touch/bottom-sheet.tsx'
import { TripFilters, type TripFiltersProps } from './trip-filters.tsx'
import styles from './trip-filters.module.css'

/**
 * The trip list's filters: above the list on a wide screen; on a phone, a bottom sheet behind a
 * button, so the trips come first (the sheet follows a drag and closes by a swipe down).
 */
export function ResponsiveTripFilters(props: TripFiltersProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  // A new text search (a link, the back button) starts the form over.
  const form = <TripFilters key={props.search.q ?? ''} {...props} />
  return (
    <>
      <div className={styles.aboveList}>{form}</div>
      <div className={styles.sheetButton}>
        <Button variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t`Filter trips`}
        </Button>
      </div>
      <BottomSheet open={open} title={t`Filter trips`} onClose={() => setOpen(false)}>
        {form}
      </BottomSheet>
    </>
  )
}
