import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { Banner } from '../../src/domain/catalogue.ts'
import { HOME_BANNER_COUNT_KEY } from '../../src/server/catalogue/content-service.ts'
import { buildImage, insertBanner, setSetting } from '../factories/index.ts'
import { requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const now = new Date('2030-01-15T12:00:00.000Z')
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString()

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ now: () => now })
})
beforeEach(() => t.reset())
afterAll(() => t.close())

const listBanners = async () => {
  const response = await requestJson<Banner[]>(t, '/api/banners')
  expect(response.status).toBe(200)
  return response.body
}
const titlesOf = (banners: Banner[]) => banners.map((banner) => banner.title)

test('shows only banners inside their start/end window', async () => {
  await insertBanner(t.db, { title: 'Sem janela' })
  await insertBanner(t.db, { title: 'No ar', startsAt: hoursFromNow(-24), endsAt: hoursFromNow(24) })
  await insertBanner(t.db, { title: 'Só início', startsAt: hoursFromNow(-1) })
  await insertBanner(t.db, { title: 'Só fim', endsAt: hoursFromNow(1) })
  await insertBanner(t.db, { title: 'Expirado', startsAt: hoursFromNow(-48), endsAt: hoursFromNow(-1) })
  await insertBanner(t.db, { title: 'Futuro', startsAt: hoursFromNow(1), endsAt: hoursFromNow(48) })

  expect(titlesOf(await listBanners()).sort()).toEqual(['No ar', 'Sem janela', 'Só fim', 'Só início'])
})

test('counts the window edges as inside', async () => {
  await insertBanner(t.db, { title: 'Começa agora', startsAt: now.toISOString() })
  await insertBanner(t.db, { title: 'Termina agora', endsAt: now.toISOString() })

  expect(titlesOf(await listBanners()).sort()).toEqual(['Começa agora', 'Termina agora'])
})

test('orders banners by display position', async () => {
  await insertBanner(t.db, { title: 'Terceiro', position: 2 })
  await insertBanner(t.db, { title: 'Primeiro', position: 0 })
  await insertBanner(t.db, { title: 'Segundo', position: 1 })

  expect(titlesOf(await listBanners())).toEqual(['Primeiro', 'Segundo', 'Terceiro'])
})

test('shows at most the homeBannerCount setting, live banners first by position', async () => {
  await insertBanner(t.db, { title: 'Expirado', position: 0, endsAt: hoursFromNow(-1) })
  for (const position of [4, 3, 2, 1]) await insertBanner(t.db, { title: `Banner ${position}`, position })
  await setSetting(t.db, HOME_BANNER_COUNT_KEY, 2)

  expect(titlesOf(await listBanners())).toEqual(['Banner 1', 'Banner 2'])
})

test('shows five banners when the home count was never set', async () => {
  for (let position = 0; position < 7; position++) await insertBanner(t.db, { title: `Banner ${position}`, position })

  expect(await listBanners()).toHaveLength(5)
})

test('sends each banner with its image as upload URLs and its window as ISO dates', async () => {
  const image = buildImage({ key: 'banners/verao.webp', widths: { '768': 'banners/verao-768.webp' }, alt: 'Verão no Nordeste' })
  const banner = await insertBanner(t.db, { title: 'Verão', image, link: '/trips?q=nordeste', position: 3, startsAt: '2030-01-14T21:30:00-03:00', endsAt: hoursFromNow(1) })

  expect(await listBanners()).toEqual([
    {
      id: banner.id,
      title: 'Verão',
      image: { url: '/uploads/banners/verao.webp', widths: { '768': '/uploads/banners/verao-768.webp' }, alt: 'Verão no Nordeste' },
      link: '/trips?q=nordeste',
      startsAt: '2030-01-15T00:30:00.000Z',
      endsAt: hoursFromNow(1),
      position: 3,
    },
  ])
})
