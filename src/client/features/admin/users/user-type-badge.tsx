import { Badge } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { UserType } from '../../../../domain/session.ts'

export const userTypeLabels: Record<UserType, MessageDescriptor> = {
  [UserType.customer]: msg`Customer`,
  [UserType.admin]: msg`Administrator`,
  [UserType.agency]: msg`Agency`,
}

const palette: Record<UserType, string> = { [UserType.customer]: 'gray', [UserType.admin]: 'purple', [UserType.agency]: 'blue' }

export function UserTypeBadge({ type }: { type: UserType }) {
  const { i18n } = useLingui()
  return (
    <Badge colorPalette={palette[type]} variant="subtle">
      {i18n._(userTypeLabels[type])}
    </Badge>
  )
}
