import { Box, Skeleton } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { svgDataUrl, useQrSvg } from '../../../ui/use-qr-svg.ts'

/** The link's address as a QR image, for a customer at the counter to open on their phone. */
export function LinkQr({ url, size = 200 }: { url: string; size?: number }) {
  const { t } = useLingui()
  const svg = useQrSvg(url)
  return (
    <Box bg="white" p="2" borderRadius="l2" borderWidth="1px" width={`${size + 16}px`} height={`${size + 16}px`} flexShrink="0">
      {svg ? (
        <img src={svgDataUrl(svg)} alt={t`QR code of the payment link`} width={size} height={size} data-testid="link-qr" />
      ) : (
        <Skeleton width={`${size}px`} height={`${size}px`} />
      )}
    </Box>
  )
}
