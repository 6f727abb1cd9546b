import { addCatalog, type Locale } from '../../i18n/i18n.ts'

const loadTouchCatalog = (locale: Locale) => import(`../../i18n/locales/${locale}/touch.po`)

/** The parts' own texts (lingui.config.ts: the `touch` catalog); useTouchParts waits for them. */
export const ready = addCatalog(loadTouchCatalog)

export { SwipeTrack } from './swipe-track.tsx'
export { PhotoOpener } from './photo-opener.tsx'
export { PhotoViewer } from './photo-viewer.tsx'
export { DraggableSheet } from './draggable-sheet.tsx'
