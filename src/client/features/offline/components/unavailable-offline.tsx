import { useLingui } from '@lingui/react/macro'
import { FormAlert } from '../../../ui/form/form-alert.tsx'

/**
 * What a section of a screen shows, instead of a skeleton that would wait for good, when its data
 * is not on this device and there is no network. The paused query resumes once the connection is
 * back, and the section fills in by itself.
 */
export function UnavailableOffline() {
  const { t } = useLingui()
  return <FormAlert status="info" title={t`Available when you're online`} />
}
