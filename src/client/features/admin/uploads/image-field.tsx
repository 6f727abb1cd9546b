import { Box, Button, Field, HStack, Image, Input, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { StoredImageInput } from '../../../../domain/uploads.ts'
import { storedUrl, uploadImage } from './api.ts'
import { FilePicker } from './file-picker.tsx'

/** One image (a banner, a tip, a product photo): preview, its description for screen readers, replace, remove. */
export function ImageField({
  label,
  value,
  onChange,
  error,
  required,
}: {
  label: ReactNode
  value: StoredImageInput | null
  onChange: (image: StoredImageInput | null) => void
  error?: string
  required?: boolean
}) {
  const { t } = useLingui()
  const smallest = value ? (Object.entries(value.widths).sort(([a], [b]) => Number(a) - Number(b))[0]?.[1] ?? value.key) : null
  return (
    <FilePicker
      label={label}
      accept="image/jpeg,image/png,image/webp"
      buttonText={value ? <Trans>Replace image</Trans> : <Trans>Choose image</Trans>}
      upload={(file) => uploadImage(file)}
      onUploaded={(uploaded) => onChange(uploaded.image)}
      error={error}
      required={required}
      preview={
        smallest && (
          <Stack gap="3">
            <HStack gap="3" align="end">
              <Box borderRadius="l2" overflow="hidden" borderWidth="1px">
                <Image src={storedUrl(smallest)} alt={value?.alt || t`Preview`} maxH="32" />
              </Box>
              <Button variant="ghost" colorPalette="red" onClick={() => onChange(null)}>
                <Trans>Remove</Trans>
              </Button>
            </HStack>
            {value && (
              <Field.Root>
                <Field.Label>{t`Description of the image`}</Field.Label>
                <Input value={value.alt} maxLength={200} onChange={(event) => onChange({ ...value, alt: event.target.value })} />
                <Field.HelperText>{t`What the picture shows, for people who cannot see it`}</Field.HelperText>
              </Field.Root>
            )}
          </Stack>
        )
      }
    />
  )
}
