import { Button, HStack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ConfirmButton } from '../../../ui/confirm-button.tsx'

interface EditDeleteActionsProps {
  /** What a screen reader hears for Edit: "Edit Azul". */
  editLabel: string
  onEdit: () => void
  /** The question Delete asks first. */
  deleteTitle: string
  onDelete: () => Promise<unknown>
  /** What the question shows under it, when the title alone does not say which row. */
  deleteDescription?: string
  /** Why this row cannot be deleted (Delete is disabled and the dialog says so); nothing when it can. */
  deleteBlockedBecause?: string | undefined
  /** More buttons of the row, before Edit (a banner's moves). */
  children?: ReactNode
}

/** A row's actions cell: Edit, and Delete after a confirmation. */
export function EditDeleteActions({ editLabel, onEdit, deleteTitle, onDelete, deleteDescription, deleteBlockedBecause, children }: EditDeleteActionsProps) {
  return (
    <HStack gap="1" justify="end" wrap="wrap">
      {children}
      <Button variant="ghost" onClick={onEdit} aria-label={editLabel}>
        <Trans>Edit</Trans>
      </Button>
      <ConfirmButton title={deleteTitle} description={deleteBlockedBecause ?? deleteDescription} disabled={deleteBlockedBecause !== undefined} onConfirm={onDelete}>
        <Trans>Delete</Trans>
      </ConfirmButton>
    </HStack>
  )
}
