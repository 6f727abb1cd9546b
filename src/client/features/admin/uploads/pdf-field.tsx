import { Button, HStack, Link } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { storedUrl, uploadPdf } from './api.ts'
import { FilePicker } from './file-picker.tsx'

/** One PDF (a product's file): link to it, replace, remove. */
export function PdfField({
  label,
  value,
  onChange,
  error,
  required,
}: {
  label: ReactNode
  value: string | null
  onChange: (key: string | null) => void
  error?: string
  required?: boolean
}) {
  return (
    <FilePicker
      label={label}
      accept="application/pdf"
      buttonText={value ? <Trans>Replace PDF</Trans> : <Trans>Choose PDF</Trans>}
      upload={uploadPdf}
      onUploaded={(uploaded) => onChange(uploaded.key)}
      error={error}
      required={required}
      preview={
        value && (
          <HStack gap="3">
            <Link href={storedUrl(value)} target="_blank" rel="noreferrer">
              <Trans>Open the PDF</Trans>
            </Link>
            <Button variant="ghost" colorPalette="red" onClick={() => onChange(null)}>
              <Trans>Remove</Trans>
            </Button>
          </HStack>
        )
      }
    />
  )
}
