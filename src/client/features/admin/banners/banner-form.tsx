import { SimpleGrid } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import * as v from 'valibot'
import { bannerInputSchema, type AdminBanner } from '../../../../domain/admin/banner.ts'
import { AuditTrail } from '../audit/audit-trail.tsx'
import { clearServerError, fieldError } from '../form/field-error.ts'
import { AdminFormCard } from '../form/form-card.tsx'
import { TextField } from '../form/text-field.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { useAdminForm } from '../form/use-admin-form.ts'
import { ImageField } from '../uploads/image-field.tsx'
import { saveBanner } from './api.ts'
import { DateTimeField } from './date-time-field.tsx'

/** Creates a banner (it goes last in the display order), or edits `banner`; its history shows under the form. */
export function BannerForm({ banner, onDone }: { banner?: AdminBanner; onDone: () => void }) {
  const { t } = useLingui()
  const save = useAdminMutation('banners', saveBanner, () => (banner ? t`Banner updated` : t`Banner created`))
  const defaultValues: v.InferInput<typeof bannerInputSchema> = {
    title: banner?.title ?? '',
    image: banner?.image ?? null,
    link: banner?.link ?? '',
    startsAt: banner?.startsAt ?? null,
    endsAt: banner?.endsAt ?? null,
  }
  const form = useAdminForm(bannerInputSchema, defaultValues, { send: (input) => save.mutateAsync({ id: banner?.id, input }), onSaved: onDone })
  return (
    <AdminFormCard form={form} label={banner ? t`Edit banner` : t`New banner`} onCancel={onDone} after={banner && <AuditTrail entity="banner" entityId={banner.id} />}>
      <form.Field name="title">{(field) => <TextField field={field} label={t`Title`} required />}</form.Field>
      <form.Field name="image">
        {(field) => (
          <ImageField
            label={t`Image`}
            required
            value={field.state.value ?? null}
            onChange={(image) => {
              clearServerError(field)
              field.handleChange(image)
            }}
            error={fieldError(field)}
          />
        )}
      </form.Field>
      <form.Field name="link">
        {(field) => <TextField field={field} label={t`Link`} placeholder="/trips?q=praia" helper={t`A page of this site (starting with /) or an https:// address; optional.`} />}
      </form.Field>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <form.Field name="startsAt">{(field) => <DateTimeField field={field} label={t`Shown from`} helper={t`Optional; blank shows it right away.`} />}</form.Field>
        <form.Field name="endsAt">{(field) => <DateTimeField field={field} label={t`Shown until`} helper={t`Optional; blank keeps it on.`} />}</form.Field>
      </SimpleGrid>
    </AdminFormCard>
  )
}
