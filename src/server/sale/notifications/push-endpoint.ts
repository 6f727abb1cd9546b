import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/**
 * Where pushes may go (issue 25, finding 1: a subscription's endpoint is a URL the server calls on
 * a schedule, so an open one is a server-side request forgery). The browsers' push services,
 * https on their default port: Chrome, Edge's Chromium, Samsung and Opera use FCM; Firefox
 * Mozilla's autopush; Safari Apple's; legacy Edge and Windows WNS (docs/NOTIFICATIONS.md).
 * `*.` takes any subdomain.
 */
export const pushServiceHosts = ['fcm.googleapis.com', '*.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'] as const

export interface PushEndpointPolicy {
  /** `host[:port]` entries of PUSH_ENDPOINT_HOSTS: taken on http or https, and wherever they resolve (a local push service). */
  endpointHosts: readonly string[]
  /** Production: https only, named hosts included. */
  httpsEndpointsOnly: boolean
}

const isPushServiceHost = (hostname: string) =>
  pushServiceHosts.some((entry) => (entry.startsWith('*.') ? hostname.endsWith(entry.slice(1)) && hostname.length > entry.length - 1 : hostname === entry))

const parse = (endpoint: string) => URL.parse(endpoint)

/** A host PUSH_ENDPOINT_HOSTS names, as `host[:port]` (the URL's `host`: no port when it is the scheme's default). */
export const isNamedHost = (url: URL, policy: PushEndpointPolicy) => policy.endpointHosts.includes(url.host.toLowerCase())

/** Whether the server may send pushes to this endpoint: checked when a browser subscribes and again before each push. */
export function pushEndpointAllowed(endpoint: string, policy: PushEndpointPolicy): boolean {
  const url = parse(endpoint)
  if (!url || url.username || url.password) return false
  if (url.protocol !== 'https:' && (url.protocol !== 'http:' || policy.httpsEndpointsOnly)) return false
  if (isNamedHost(url, policy)) return true
  return url.protocol === 'https:' && url.port === '' && isPushServiceHost(url.hostname.toLowerCase())
}

const privateRanges = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv6')

/** Loopback, private, link-local (cloud metadata), carrier-grade NAT, multicast or unspecified: nowhere a push service lives. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return isPrivateAddress(mapped)
  const family = isIP(address)
  if (family === 0) return true
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** An IP literal endpoint (connections to one skip the lookup) whose address is private. */
export const isPrivateLiteral = (url: URL) => {
  const hostname = url.hostname.replace(/^\[|\]$/g, '')
  return isIP(hostname) !== 0 && isPrivateAddress(hostname)
}

/**
 * The DNS lookup a push's connection uses: it refuses a name that resolves to a private address,
 * at the moment of connecting, so a name that changes its answer after the check (DNS rebinding)
 * is refused too.
 */
export const publicAddressLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0)
    const refused = addresses.find(({ address }) => isPrivateAddress(address))
    if (refused || addresses.length === 0) {
      const reason = Object.assign(new Error(`${hostname} resolves to ${refused?.address ?? 'nothing'}, not a public address`), { code: 'EADDRNOTPUBLIC' })
      return callback(reason, '', 0)
    }
    if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses)
    callback(null, addresses[0]!.address, addresses[0]!.family)
  })
}
