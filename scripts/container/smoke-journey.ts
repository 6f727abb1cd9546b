import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Order, OrderStatusEvent } from '../../src/domain/order.ts'
import type { Trip, TripSummary } from '../../src/domain/trip.ts'
import type { UploadedImage } from '../../src/domain/uploads.ts'
import { followStatusEvents } from '../../tests/api/helpers/sse.ts'
import { buildOrderBody, newIdempotencyKey } from '../../tests/factories/orders.ts'
import { pictureBytes, uploadForm } from '../../tests/factories/upload-files.ts'
import { buildSignUp } from '../../tests/factories/users.ts'
import { signIn, signUp, type Account, type ApiFetch } from '../../tests/support/sign-in.ts'
import { printNote } from '../lib/console.ts'
import { StepFailed } from './commands.ts'
import type { Topology } from './topology.ts'

/** A smoke check that did not hold: what was expected and what came (printed without a stack). */
class SmokeFailed extends StepFailed {}

function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new SmokeFailed(what)
}

const through =
  (origin: string): ApiFetch =>
  (path, init) =>
    fetch(`${origin}${path}`, init)

async function json<T>(response: Response, status: number, what: string): Promise<T> {
  const text = await response.text()
  check(response.status === status, `${what}: expected ${status}, got ${response.status} ${text.slice(0, 500)}`)
  return JSON.parse(text) as T
}

/** The first trip of the demo catalogue with seats left, read through the load balancer. */
async function tripOnSale(api: ApiFetch): Promise<Trip> {
  const { items } = await json<{ items: TripSummary[] }>(await api('/api/trips'), 200, 'the catalogue')
  const summary = items.find((trip) => trip.seatsLeft >= 2)
  check(summary, `the catalogue has no trip with seats left (${items.length} trips)`)
  return json<Trip>(await api(`/api/trips/${summary.slug}`), 200, `the trip ${summary.slug}`)
}

async function placeOrder(api: ApiFetch, token: string, trip: Trip): Promise<Order> {
  const response = await api('/api/orders', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': newIdempotencyKey() },
    body: JSON.stringify(buildOrderBody({ tripId: trip.id, optionId: trip.options[0]!.id, people: 1 })),
  })
  return json<Order>(response, 201, 'the order')
}

const payWithSandbox = async (api: ApiFetch, adminToken: string, code: string) =>
  (
    await json<{ order: Order }>(
      await api(`/api/payments/sandbox/orders/${code}/pay`, { method: 'POST', headers: { Authorization: `Bearer ${adminToken}` } }),
      200,
      `paying ${code}`,
    )
  ).order

/**
 * The journey of a sale through the load balancer's published port, and the instances seen
 * directly where the journey must prove they share (a stream on one, a payment on the other).
 */
export async function runSmokeJourney(topology: Topology, admin: Account): Promise<void> {
  const api = through(topology.origin)
  const [app1, app2] = topology.instances.map((instance) => through(instance.origin))

  check((await api('/api/ready')).status === 200, '/api/ready through the load balancer')
  // The one file of @scalar/api-reference the image carries (scripts/build-server.ts).
  const reference = await api('/api/docs/scalar.js')
  check(reference.status === 200 && (await reference.arrayBuffer()).byteLength > 1_000_000, `the API reference's script: ${reference.status}`)
  const trip = await tripOnSale(api)
  printNote(`catalogue: ${trip.name}, ${trip.options.length} option(s)`)

  const customer = await signUp(api, topology.mailDir, buildSignUp())
  printNote('a customer signed up with the mailed code')
  const adminSession = await signIn(api, topology.mailDir, admin)

  const order = await placeOrder(api, customer.token, trip)
  check(order.status === 'pending', `a new order is pending, not ${order.status}`)
  const stream = await app2!(`/api/me/orders/${order.code}/events`, { headers: { Authorization: `Bearer ${customer.token}` } })
  check(stream.headers.get('Content-Type')?.startsWith('text/event-stream'), `the event stream on app2: ${stream.status}`)
  const followed = followStatusEvents(stream, (events) => events.some((event) => event.status === 'paid'), { withinMs: 20_000 })
  await followed.started
  const paid = await payWithSandbox(app1!, adminSession.token, order.code)
  check(paid.status === 'paid', `the sandbox control on app1 paid ${order.code}: ${paid.status}`)
  const events: OrderStatusEvent[] = await followed.events
  check(events.at(-1)?.status === 'paid', `app2's event stream saw ${events.map((event) => event.status).join(' → ') || 'nothing'}, not paid`)
  printNote(`order ${order.code} paid on app1, seen live on app2: ${events.map((event) => event.status).join(' → ')}`)

  const form = uploadForm(await pictureBytes(1000, 600), 'praia.jpg', 'image/jpeg', { alt: 'Praia' })
  const upload = await json<UploadedImage>(
    await api('/api/admin/uploads/images', { method: 'POST', headers: { Authorization: `Bearer ${adminSession.token}` }, body: form }),
    201,
    'the upload',
  )
  const key = decodeURIComponent(new URL(upload.url, topology.origin).pathname.replace(/^\/uploads\//, ''))
  const stored = await topology.bucket.send(new HeadObjectCommand({ Bucket: topology.bucketName, Key: key })).catch((error: Error) => error)
  check(!(stored instanceof Error), `the upload ${key} is not in the bucket: ${String(stored)}`)
  check((await api(new URL(upload.url, topology.origin).pathname)).status === 200, `the upload is served at ${upload.url}`)
  printNote(`upload ${key} stored in the bucket (${stored.ContentLength} bytes, ${stored.ContentType})`)

  for (const [name, instance] of [
    ['app1', app1!],
    ['app2', app2!],
  ] as const) {
    const me = await instance('/api/me', { headers: { Authorization: `Bearer ${customer.token}` } })
    check(me.status === 200, `the customer's session on ${name}: ${me.status}`)
  }
}

/** With one instance stopped, the load balancer still sells: the catalogue, an order, its payment. */
export async function runSaleOnOneInstance(topology: Topology, admin: Account): Promise<void> {
  const api = through(topology.origin)
  for (let request = 0; request < 6; request++) check((await api('/api/trips')).status === 200, `the catalogue, request ${request + 1} with one instance stopped`)
  const trip = await tripOnSale(api)
  const customer = await signUp(api, topology.mailDir, buildSignUp())
  const adminSession = await signIn(api, topology.mailDir, admin)
  const order = await placeOrder(api, customer.token, trip)
  const paid = await payWithSandbox(api, adminSession.token, order.code)
  check(paid.status === 'paid', `order ${order.code} with one instance stopped: ${paid.status}`)
  printNote(`with app1 stopped: the catalogue, a sign-up, order ${order.code} placed and paid through the load balancer`)
}

export const bucketClient = (endpoint: string, accessKeyId: string, secretAccessKey: string) =>
  new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId, secretAccessKey } })
