import { Field, Stack, Textarea } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { ConfirmButton } from '../../../ui/confirm-button.tsx'

const NOTE_MAX = 200

/**
 * An order action that asks first (canceling, refunding): the dialog says what follows and takes
 * an optional reason, which the server keeps in the order's status history.
 */
export function ConfirmWithNoteButton({
  children,
  title,
  confirmText,
  explanation,
  onConfirm,
}: {
  children: ReactNode
  title: ReactNode
  confirmText: ReactNode
  explanation: ReactNode
  onConfirm: (note: string) => Promise<unknown>
}) {
  const [note, setNote] = useState('')
  return (
    <ConfirmButton
      title={title}
      confirmText={confirmText}
      description={
        <Stack gap="3">
          {explanation}
          <Field.Root>
            <Field.Label>
              <Trans>Reason (optional)</Trans>
            </Field.Label>
            <Textarea value={note} maxLength={NOTE_MAX} rows={2} onChange={(event) => setNote(event.target.value)} />
          </Field.Root>
        </Stack>
      }
      onConfirm={() => onConfirm(note.trim())}
    >
      {children}
    </ConfirmButton>
  )
}
