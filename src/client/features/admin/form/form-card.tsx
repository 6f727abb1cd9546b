import { Button, Card, HStack, Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useStore, type AnyFormApi } from '@tanstack/react-form'
import type { ReactNode } from 'react'

/** Puts the keyboard on the first field that shows an error (the form's or the server's), once it has rendered. */
const focusFirstError = (element: HTMLFormElement) => requestAnimationFrame(() => element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())

/**
 * An admin editor: a card holding a named form with Save and Cancel, sent through TanStack
 * Form (`form.handleSubmit`); a refused send puts the keyboard on the first bad field. `after` goes under the buttons (the entity's history).
 */
export function AdminFormCard({ form, label, onCancel, children, after }: { form: AnyFormApi; label: string; onCancel: () => void; children: ReactNode; after?: ReactNode }) {
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  return (
    <Card.Root size="sm">
      <Card.Body>
        <form
          noValidate
          aria-label={label}
          onSubmit={(event) => {
            event.preventDefault()
            const element = event.currentTarget
            void form.handleSubmit().then(() => focusFirstError(element))
          }}
        >
          <Stack gap="4">
            {children}
            <HStack gap="2">
              <Button type="submit" colorPalette="brand" loading={submitting}>
                <Trans>Save</Trans>
              </Button>
              <Button variant="outline" onClick={onCancel}>
                <Trans>Cancel</Trans>
              </Button>
            </HStack>
            {after}
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  )
}
