import { useEffect, useState } from 'react'

/**
 * A text as an SVG QR image (its markup), made in the browser. The qrcode library loads on the
 * first use, never with a first visit; undefined until it is ready.
 */
export function useQrSvg(text: string) {
  const [svg, setSvg] = useState<string>()
  useEffect(() => {
    let current = true
    void import('qrcode')
      .then(({ toString }) => toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }))
      .then((markup) => {
        if (current) setSvg(markup)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [text])
  return svg
}

/** The markup as an image address (an <img> draws it without putting foreign markup in the page). */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
