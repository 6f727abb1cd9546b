/** Past this, the app starts anyway: a slow image must not hold the page's controls back. */
const HERO_WAIT_LIMIT_MS = 2000

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))

/** Resolves once the shell's hero image (if the server put one in) is decoded and a frame has shown it. */
export async function shellHeroPainted(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('#root .shell-hero img, #root .shell-trip img')
  if (!image) return
  const decoded = image.decode().catch(() => undefined)
  await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, HERO_WAIT_LIMIT_MS))])
  await nextFrame()
}
