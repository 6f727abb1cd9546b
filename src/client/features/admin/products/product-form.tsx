import { Checkbox } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import * as v from 'valibot'
import { formatBRL } from '../../../../domain/money.ts'
import { productInputSchema, type AdminProduct } from '../../../../domain/admin/product.ts'
import { AuditTrail } from '../audit/audit-trail.tsx'
import { clearServerError, fieldError } from '../form/field-error.ts'
import { AdminFormCard } from '../form/form-card.tsx'
import { TextField } from '../form/text-field.tsx'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { useAdminForm } from '../form/use-admin-form.ts'
import { ImageField } from '../uploads/image-field.tsx'
import { PdfField } from '../uploads/pdf-field.tsx'
import { saveProduct } from './api.ts'

/** Creates a product, or edits `product`; a photo and a PDF are both required. Its history shows under the form. */
export function ProductForm({ product, onDone }: { product?: AdminProduct; onDone: () => void }) {
  const { t } = useLingui()
  const save = useAdminMutation('products', saveProduct, () => (product ? t`Product updated` : t`Product created`))
  const schema = useMemo(() => productInputSchema(product?.pdfKey), [product?.pdfKey])
  const defaultValues: v.InferInput<typeof schema> = {
    name: product?.name ?? '',
    description: product?.description ?? '',
    photo: product?.photo ?? null,
    pdfKey: product?.pdfKey ?? null,
    priceCents: product?.priceCents == null ? '' : formatBRL(product.priceCents).replace(/^R\$\s*/, ''),
    active: product?.active ?? true,
  }
  const form = useAdminForm(schema, defaultValues, { send: (input) => save.mutateAsync({ id: product?.id, input }), onSaved: onDone })
  return (
    <AdminFormCard form={form} label={product ? t`Edit product` : t`New product`} onCancel={onDone} after={product && <AuditTrail entity="product" entityId={product.id} />}>
      <form.Field name="name">{(field) => <TextField field={field} label={t`Name`} required />}</form.Field>
      <form.Field name="description">{(field) => <TextField field={field} label={t`Description`} multiline />}</form.Field>
      <form.Field name="photo">
        {(field) => (
          <ImageField
            label={t`Photo`}
            required
            value={field.state.value ?? null}
            onChange={(photo) => {
              clearServerError(field)
              field.handleChange(photo)
            }}
            error={fieldError(field)}
          />
        )}
      </form.Field>
      <form.Field name="pdfKey">
        {(field) => (
          <PdfField
            label={t`PDF file`}
            required
            value={field.state.value ?? null}
            onChange={(key) => {
              clearServerError(field)
              field.handleChange(key)
            }}
            error={fieldError(field)}
          />
        )}
      </form.Field>
      <form.Field name="priceCents">
        {(field) => <TextField field={field} label={t`Price (R$)`} inputMode="decimal" helper={t`Left blank, the PDF is free to open on the marketing page.`} />}
      </form.Field>
      <form.Field name="active">
        {(field) => (
          <Checkbox.Root checked={field.state.value ?? true} onCheckedChange={(details) => field.handleChange(details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <Trans>Active (shown on the marketing page)</Trans>
            </Checkbox.Label>
          </Checkbox.Root>
        )}
      </form.Field>
    </AdminFormCard>
  )
}
