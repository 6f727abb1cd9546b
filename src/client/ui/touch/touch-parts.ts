import { addCatalog, type Locale } from '../../i18n/i18n.ts'
import { DraggableSheet } from './draggable-sheet.tsx'
import { PhotoOpener } from './photo-opener.tsx'
import { PhotoViewer } from './photo-viewer.tsx'
import { SwipeTrack } from './swipe-track.tsx'

const loadTouchCatalog = (locale: Locale) => import(`../../i18n/locales/${locale}/touch.po`)

/** The parts' own texts (lingui.config.ts: the `touch` catalog); useTouchParts waits for them. */
export const ready = addCatalog(loadTouchCatalog)

/** What useTouchParts hands the components once loaded. */
export const parts = { SwipeTrack, PhotoOpener, PhotoViewer, DraggableSheet }
