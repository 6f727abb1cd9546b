import { expect, test } from 'vitest'
import { isPrivateAddress, publicAddressLookup } from '../../src/server/sale/notifications/push-endpoint.ts'

// Issue 25, finding 1: before each push the endpoint's name must resolve to public addresses only.
test('loopback, private, link-local, carrier-grade NAT, multicast and unspecified addresses are private, IPv4-mapped ones too', () => {
  for (const address of [
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    'not-an-ip',
  ])
    expect(isPrivateAddress(address), address).toBe(true)
  for (const address of ['142.250.79.10', '17.253.144.10', '2a00:1450:4001:82b::200a', '::ffff:142.250.79.10']) expect(isPrivateAddress(address), address).toBe(false)
})

test('a name that resolves to a private address is refused by the lookup a push connects with', async () => {
  const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => publicAddressLookup('localhost', {}, (failure) => resolve(failure)))
  expect(error).toMatchObject({ code: 'EADDRNOTPUBLIC' })
})
