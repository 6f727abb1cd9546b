import { expect, test } from './fixtures/test.ts'

test('the server answers its health check and serves the app shell', async ({ request }) => {
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  expect(await health.json()).toEqual({ status: 'ok' })

  const shell = await request.get('/')
  expect(shell.status()).toBe(200)
  expect(shell.headers()['content-type']).toMatch(/^text\/html/)
})
