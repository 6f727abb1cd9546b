import { Button, Field, Spinner } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useId, useRef, useState, type ReactNode } from 'react'
import { ApiError } from '../../../api-error.ts'
import { describeApiError } from '../../../ui/form/api-messages.ts'
import { describeFieldIssue } from '../../../ui/form/validation-messages.ts'

interface FilePickerProps<T> {
  label: ReactNode
  /** The `accept` attribute; the server checks the bytes whatever the browser lets through. */
  accept: string
  buttonText: ReactNode
  upload: (file: File) => Promise<T>
  onUploaded: (result: T) => void
  /** The form's own error for this field (e.g. required). */
  error?: string
  multiple?: boolean
  required?: boolean
  preview?: ReactNode
}

/** A labelled file input that uploads what is chosen right away, showing progress and the server's refusal. */
export function FilePicker<T>({ label, accept, buttonText, upload, onUploaded, error, multiple, required, preview }: FilePickerProps<T>) {
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [uploadError, setUploadError] = useState<string>()

  const onFiles = async (files: FileList | null) => {
    if (!files?.length) return
    setBusy(true)
    setUploadError(undefined)
    try {
      for (const file of Array.from(files)) onUploaded(await upload(file))
    } catch (cause) {
      setUploadError(cause instanceof ApiError && cause.fieldCodes?.file ? describeFieldIssue(cause.fieldCodes.file) : describeApiError(cause))
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }

  const shown = uploadError ?? error
  return (
    <Field.Root invalid={Boolean(shown)} required={required}>
      <Field.Label htmlFor={id}>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {preview}
      <input ref={input} id={id} type="file" accept={accept} multiple={multiple} hidden onChange={(event) => void onFiles(event.target.files)} />
      <Button variant="outline" onClick={() => input.current?.click()} disabled={busy} aria-describedby={shown ? `${id}-error` : undefined}>
        {busy ? <Spinner size="xs" /> : null}
        {busy ? <Trans>Uploading…</Trans> : buttonText}
      </Button>
      <Field.ErrorText id={`${id}-error`}>{shown}</Field.ErrorText>
    </Field.Root>
  )
}
