import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useState, type MouseEvent } from 'react'
import type { Banner } from '../../../../domain/catalogue.ts'
import { Button } from '../../../ui/plain/button.tsx'
import { cx } from '../../../ui/plain/cx.ts'
import { ResponsiveImage } from '../../../ui/responsive-image.tsx'
import { useTouchParts } from '../../../ui/touch/use-touch-parts.ts'
import styles from './banner-carousel.module.css'

const ROTATE_MS = 6000

/**
 * The home banners, one at a time, turning every few seconds unless the visitor is on them. The
 * first one takes the place of the static shell's copy at the same size, so the browser keeps the
 * shell's paint as the page's largest (LCP); later ones fade in. Once the touch parts have loaded
 * (after the first paint), the slides follow a finger and snap (ui/touch/swipe-track.tsx).
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useLingui()
  const [index, setIndex] = useState(0)
  const [turned, setTurned] = useState(false)
  const [paused, setPaused] = useState(false)
  const router = useRouter()
  const touch = useTouchParts()
  const show = (next: number) => {
    setTurned(true)
    setIndex(next)
  }
  useEffect(() => {
    if (banners.length < 2 || paused || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const timer = window.setInterval(() => {
      setTurned(true)
      setIndex((current) => (current + 1) % banners.length)
    }, ROTATE_MS)
    return () => window.clearInterval(timer)
  }, [banners.length, paused])

  // Banner links are admin-typed paths (with their query); inside the app they navigate without a reload.
  const followInternalLink = (event: MouseEvent<HTMLAnchorElement>) => {
    const href = event.currentTarget.getAttribute('href') ?? ''
    if (!href.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    router.history.push(href)
  }

  const slideOf = (banner: Banner, position: number) => {
    const slide = (
      <div className={cx(styles.slide, turned && !touch && styles.fade)} key={banner.id}>
        <ResponsiveImage image={banner.image} sizes="100vw" ratio={16 / 6} priority={position === 0} className={styles.image} />
        <div className={styles.caption}>
          <h2 className={styles.title}>{banner.title}</h2>
        </div>
      </div>
    )
    return banner.link ? (
      <a key={banner.id} href={banner.link} aria-label={banner.title} onClick={followInternalLink}>
        {slide}
      </a>
    ) : (
      slide
    )
  }
  const banner = banners[index % banners.length]
  if (!banner) return null
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t`Highlights`}
      className={styles.carousel}
      onFocus={() => setPaused(true)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onTouchStart={() => setPaused(true)}
      data-testid="banners"
    >
      {touch ? (
        <touch.SwipeTrack index={index} onIndexChange={show}>
          {banners.map(slideOf)}
        </touch.SwipeTrack>
      ) : (
        slideOf(banner, index)
      )}
      {banners.length > 1 && (
        <div className={styles.dots}>
          {banners.map((item, position) => (
            <Button
              key={item.id}
              size="xxs"
              variant={position === index ? 'solid' : 'subtle'}
              aria-label={t`Show highlight ${position + 1}: ${item.title}`}
              aria-current={position === index}
              onClick={() => show(position)}
            >
              {position + 1}
            </Button>
          ))}
        </div>
      )}
    </section>
  )
}
