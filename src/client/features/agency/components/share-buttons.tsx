import { Button, type ButtonProps } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { CopyButton } from '../../../ui/copy-button.tsx'
import { whatsAppHref, whatsAppMessage, type LinkToSend } from '../whatsapp.ts'

/** Copy the link (the spec's toast 'Payment link copied') and send it on WhatsApp with a ready message. */
export function ShareButtons({ link, size }: { link: LinkToSend; size?: ButtonProps['size'] }) {
  const { t, i18n } = useLingui()
  const href = whatsAppHref(link.customer.phone, whatsAppMessage(link, i18n.locale))
  return (
    <>
      <CopyButton text={link.url} copied={t`Payment link copied`} size={size}>
        <Trans>Copy link</Trans>
      </CopyButton>
      <Button asChild variant="outline" size={size}>
        <a href={href} target="_blank" rel="noopener noreferrer">
          <Trans>Send on WhatsApp</Trans>
        </a>
      </Button>
    </>
  )
}
