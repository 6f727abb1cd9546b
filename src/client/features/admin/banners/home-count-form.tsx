import { Button, Card, HStack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { bannerSettingsSchema, type BannerSettings } from '../../../../domain/admin/banner.ts'
import { TextField } from '../form/text-field.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { useAdminForm } from '../form/use-admin-form.ts'
import { bannerSettingsOptions, saveBannerSettings } from './api.ts'

/** "Banners on the home page": how many live banners the home carousel shows (1 to 10). */
export function HomeCountForm() {
  const { data } = useQuery(bannerSettingsOptions())
  return data ? <HomeCountEditor key={data.homeCount} settings={data} /> : null
}

function HomeCountEditor({ settings }: { settings: BannerSettings }) {
  const { t } = useLingui()
  const save = useAdminMutation('banners', saveBannerSettings, () => t`Home page banner count saved`)
  const defaultValues: v.InferInput<typeof bannerSettingsSchema> = { homeCount: String(settings.homeCount) }
  const form = useAdminForm(bannerSettingsSchema, defaultValues, { send: save.mutateAsync })
  return (
    <Card.Root size="sm" maxW="md">
      <Card.Body>
        <form
          noValidate
          aria-label={t`Banners on the home page`}
          onSubmit={(event) => {
            event.preventDefault()
            void form.handleSubmit()
          }}
        >
          <HStack gap="3" align="end">
            <form.Field name="homeCount">
              {(field) => (
                <TextField
                  field={field}
                  label={t`Banners on the home page`}
                  inputMode="numeric"
                  helper={t`Live banners the home page shows, in display order: 1 to 10.`}
                  required
                />
              )}
            </form.Field>
            <form.Subscribe selector={(state) => state.isSubmitting}>
              {(submitting) => (
                <Button type="submit" colorPalette="brand" loading={submitting} mb="6">
                  <Trans>Save</Trans>
                </Button>
              )}
            </form.Subscribe>
          </HStack>
        </form>
      </Card.Body>
    </Card.Root>
  )
}
