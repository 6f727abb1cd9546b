import { expect, test } from 'vitest'
import { isCatalogueRequest } from '../../src/client/pwa/cache-rules.ts'

/* The service worker's catalogue cache (docs/OFFLINE.md): a trip's seat map is never served from it (issue 28). */

const request = (path: string, sameOrigin = true) => ({ url: new URL(path, 'https://roteiro.example'), sameOrigin })

test('the catalogue is cached, a trip with it; its seat map goes to the network, since seats move with every buyer', () => {
  expect(isCatalogueRequest(request('/api/trips'))).toBe(true)
  expect(isCatalogueRequest(request('/api/trips/holambra-expoflora-2027'))).toBe(true)
  expect(isCatalogueRequest(request('/api/trips/holambra-expoflora-2027/seats'))).toBe(false)
  expect(isCatalogueRequest(request('/api/trips/seats'))).toBe(true)
  expect(isCatalogueRequest(request('/api/trips', false))).toBe(false)
})
