import { Box, HStack, Image, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { StoredImageInput } from '../../../../../domain/uploads.ts'
import { fieldError } from '../../form/field-error.ts'
import { TextField } from '../../form/text-field.tsx'
import { storedUrl, uploadImage } from '../../uploads/api.ts'
import { FilePicker } from '../../uploads/file-picker.tsx'
import { FormSection } from './form-section.tsx'
import { useDragReorder } from './reorder.tsx'
import { ReorderableItem } from './reorderable-item.tsx'
import type { TripForm } from './use-trip-form.ts'

const smallest = (image: StoredImageInput) => Object.entries(image.widths).sort(([a], [b]) => Number(a) - Number(b))[0]?.[1] ?? image.key

/** The trip's photos in the order the trip page shows them (the first is the cover). */
export function ImagesSection({ form }: { form: TripForm }) {
  const { t } = useLingui()
  return (
    <FormSection title={t`Images`} description={t`The first image is the cover. Drag the images or use the arrows to put them in order.`}>
      <form.Field name="images" mode="array">
        {(images) => (
          <Stack gap="4">
            <ImageList form={form} images={images.state.value} onMove={images.moveValue} onRemove={images.removeValue} />
            <FilePicker
              label={t`Add images`}
              accept="image/jpeg,image/png,image/webp"
              multiple
              buttonText={<Trans>Choose images</Trans>}
              upload={(file) => uploadImage(file)}
              onUploaded={(uploaded) => images.pushValue(uploaded.image)}
              error={fieldError(images)}
            />
          </Stack>
        )}
      </form.Field>
    </FormSection>
  )
}

interface ImageListProps {
  form: TripForm
  images: StoredImageInput[]
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
}

function ImageList({ form, images, onMove, onRemove }: ImageListProps) {
  const { t } = useLingui()
  const drag = useDragReorder(onMove)
  if (images.length === 0) return null
  return (
    <Stack as="ol" listStyleType="none" gap="3" aria-label={t`Images`}>
      {images.map((image, index) => (
        <ReorderableItem key={index} index={index} count={images.length} title={t`Image ${index + 1}`} drag={drag} onMove={onMove} onRemove={() => onRemove(index)}>
          <HStack gap="4" align="start" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <Box borderRadius="l2" overflow="hidden" borderWidth="1px" flexShrink="0">
              <Image src={storedUrl(smallest(image))} alt={image.alt || t`Image ${index + 1}`} w="40" aspectRatio={16 / 9} objectFit="cover" draggable={false} />
            </Box>
            <Box flex="1" minW="48">
              <form.Field name={`images[${index}].alt`}>
                {(field) => <TextField field={field} label={t`Description of the image`} helper={t`What the picture shows, for people who cannot see it`} />}
              </form.Field>
            </Box>
          </HStack>
        </ReorderableItem>
      ))}
    </Stack>
  )
}
