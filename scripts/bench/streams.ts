/**
 * How many open events streams one instance holds, and the memory each costs (issue 25, finding 3):
 * `npm run bench -- streams [--steps=100,1000,2000,4000] [--no-write]`. The real app in a child process
 * (streams-server.ts) with its ceilings raised; this process opens streams on one order in steps,
 * waits for each to send its first status, then reads the server's heap and buffers after a full collection and
 * checks that every stream still gets a status change. Writes its figures into docs/PERFORMANCE.md.
 */
import { randomUUID } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { request } from 'node:http'
import { startBenchServer } from './child-server.ts'
import { writeMarkedSection } from './doc-section.ts'
import { pixOrderBody } from './pix-order.ts'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const streamsUsage = 'usage: npm run bench -- streams [--steps=100,1000,2000,4000] [--no-write]'

interface Ready {
  port: number
  token: string
  adminToken: string
  tripId: number
  optionId: number
  pid: number
  memoryFile: string
}

const settle = (ms = 2_000) => new Promise((resolve) => setTimeout(resolve, ms))

/** The server's JavaScript memory (heap and buffers) after a full collection, in MB: asked for with SIGUSR2 (streams-server.ts). */
async function memoryInUseMb({ pid, memoryFile }: Ready) {
  await rm(memoryFile, { force: true })
  process.kill(pid, 'SIGUSR2')
  for (let tries = 0; tries < 100; tries++) {
    await settle(100)
    const text = await readFile(memoryFile, 'utf8').catch(() => '')
    if (text) {
      const { heapUsed, external } = JSON.parse(text) as { heapUsed: number; external: number }
      return (heapUsed + external) / 1024 / 1024
    }
  }
  throw new Error('the server did not say its memory')
}

/** The memory in use once two readings a second apart agree: after its migrations the embedded database gives memory back for a while. */
async function restingInUseMb(server: Ready) {
  let last = await memoryInUseMb(server)
  for (let tries = 0; tries < 30; tries++) {
    await settle(1_000)
    const now = await memoryInUseMb(server)
    if (Math.abs(now - last) < 2) return now
    last = now
  }
  return last
}

/** An open stream (its own connection): resolves once its first status came; `next` once another one does. */
function openStream(url: string, token: string) {
  return new Promise<{ next: () => Promise<void>; close: () => void }>((resolve, reject) => {
    const sent = request(url, { headers: { Authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`a stream was answered ${response.statusCode}`))
      response.setEncoding('utf8')
      let seen = 0
      const waiting: { count: number; resolve: () => void }[] = []
      response.on('data', (chunk: string) => {
        seen += chunk.match(/^event: status$/gm)?.length ?? 0
        for (const waiter of waiting.filter(({ count }) => seen >= count)) waiter.resolve()
      })
      const statusNumber = (count: number) => new Promise<void>((done) => (seen >= count ? done() : waiting.push({ count, resolve: done })))
      void statusNumber(1).then(() => resolve({ next: () => statusNumber(2), close: () => sent.destroy() }))
    })
    sent.on('error', reject)
    sent.end()
  })
}

export async function runStreamsBench(args: string[]): Promise<number> {
  const unknown = args.filter((arg) => !/^--(no-write|steps=\d+(,\d+)*)$/.test(arg))
  if (unknown.length > 0) {
    console.error(`bench streams: unknown option ${unknown.join(' ')}\n${streamsUsage}`)
    return 2
  }
  const steps = (args.find((arg) => arg.startsWith('--steps='))?.slice('--steps='.length) ?? '100,1000,2000,4000').split(',').map(Number)
  const server = await startBenchServer<Ready>('streams-server.ts', [], { nodeOptions: '--expose-gc' })
  const origin = `http://127.0.0.1:${server.port}`
  try {
    const placed = await fetch(`${origin}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${server.token}`, 'Idempotency-Key': randomUUID() },
      body: pixOrderBody(server),
    })
    const { code } = (await placed.json()) as { code: string }
    const url = `${origin}/api/me/orders/${code}/events`
    const atRest = await restingInUseMb(server)
    const streams: Awaited<ReturnType<typeof openStream>>[] = []
    const rows: string[] = []
    for (const target of steps) {
      const startedAt = performance.now()
      while (streams.length < target) {
        const batch = Array.from({ length: Math.min(100, target - streams.length) }, () => openStream(url, server.token))
        streams.push(...(await Promise.all(batch)))
      }
      const openMs = performance.now() - startedAt
      await settle()
      const resident = await memoryInUseMb(server)
      const perStream = `${(((resident - atRest) * 1024) / streams.length).toFixed(1)} kB`
      rows.push(`| ${streams.length.toLocaleString('en-US')} | ${resident.toFixed(0)} MB | ${perStream} | ${Math.round(openMs)} ms |`)
      console.info(`bench: ${streams.length} streams open, ${resident.toFixed(0)} MB of heap and buffers in use, ${perStream} a stream over the ${atRest.toFixed(0)} MB at rest`)
    }
    const changedAt = performance.now()
    const everyStream = Promise.all(streams.map((stream) => stream.next()))
    await fetch(`${origin}/api/payments/sandbox/orders/${code}/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${server.adminToken}` },
      body: '{}',
    })
    const reached = await Promise.race([everyStream.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30_000))])
    const fanOutMs = performance.now() - changedAt
    for (const stream of streams) stream.close()
    const section = [
      `Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} with \`npm run bench -- streams${args.length ? ` ${args.join(' ')}` : ''}\` on ${os.cpus().length} CPUs (load average ${os.loadavg()[0]!.toFixed(2)}), Node ${process.version}: one instance on PGlite, all streams on one order of one account (the ceilings raised for the run), opened 100 at a time.`,
      '',
      `| Streams open | Server heap and buffers in use (after a full GC) | Memory a stream (over the ${atRest.toFixed(0)} MB at rest) | Time to open the step |`,
      '|---|---|---|---|',
      ...rows,
      '',
      reached
        ? `A status change reached all ${streams.length.toLocaleString('en-US')} streams in ${Math.round(fanOutMs)} ms.`
        : `A status change did not reach all ${streams.length.toLocaleString('en-US')} streams within 30 s.`,
      `The defaults (STREAMS_MAX 5,000, STREAMS_PER_IP 50, 5 an account) keep an instance well inside these figures.`,
    ].join('\n')
    console.info(`\n${section}\n`)
    if (!args.includes('--no-write')) {
      await writeMarkedSection(
        path.join(repo, 'docs/PERFORMANCE.md'),
        { name: 'streams-bench', note: 'generated by `npm run bench -- streams` (scripts/bench/streams.ts); rewritten on each run', heading: 'Open events streams (issue 25)' },
        section,
      )
      console.info('Written to docs/PERFORMANCE.md')
    }
    return reached ? 0 : 1
  } finally {
    await server.stop()
  }
}
