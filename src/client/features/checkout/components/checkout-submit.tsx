import { Box, Button } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { CHECKOUT_FAILURE_ID, type PaymentForm } from '../use-payment-form.ts'

/** The last step: why the order did not go (focused, so it is read out), and the button that sends it. */
export function CheckoutSubmit({ form }: { form: PaymentForm }) {
  const { t } = useLingui()
  return (
    <>
      {form.failure && (
        <Box id={CHECKOUT_FAILURE_ID} tabIndex={-1} outline="none">
          <FormAlert status="error" title={form.failure} />
        </Box>
      )}
      <Button type="submit" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={form.busy} loadingText={t`Processing…`}>
        {form.action}
      </Button>
    </>
  )
}
