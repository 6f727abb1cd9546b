import { randomBytes } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { closeSync, mkdirSync, openSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { S3Client } from '@aws-sdk/client-s3'
import type { Account } from '../../tests/support/sign-in.ts'
import { freePort } from '../lib/free-port.ts'
import { printNote } from '../lib/console.ts'
import { capture, onExit } from '../lib/processes.ts'
import { LOG_DIR, podman, step, StepFailed } from './commands.ts'
import { bucketClient } from './smoke-journey.ts'

/** Every container, volume and network compose makes carries this project name. */
export const PROJECT = 'roteiro-container-test'
const WORK_DIR = path.resolve('.tmp/container-test')
/** compose.yaml's bucket name and MinIO user (S3_BUCKET, MINIO_ROOT_USER). */
const BUCKET = 'roteiro'
const STORE_USER = 'roteiro'

export interface Topology {
  /** http://localhost:<published port>: HAProxy. */
  origin: string
  /** app1 and app2, reached at their container addresses (rootful podman routes to them). */
  instances: { name: string; container: string; origin: string }[]
  /** DATA_DIR/mail of the instances' shared volume, read from the host. */
  mailDir: string
  bucket: S3Client
  bucketName: string
  admin: Account
  /** `podman-compose down` with the volumes, and the network it leaves behind. */
  stop: () => void
}

const secret = () => randomBytes(18).toString('base64url')
export const containerName = (service: string) => `${PROJECT}_${service}_1`

/**
 * What a technician puts in deploy/roteiro.env to try the topology (docs/DEPLOY.md): the sandbox
 * gateway with its control, mail as files, the demo catalogue, a first admin. `leaveOut` drops
 * one setting, to see the journey fail without it.
 */
function appSettings(admin: Account, leaveOut?: string): string {
  const settings: Record<string, string> = {
    PAYMENT_GATEWAY: 'sandbox',
    SANDBOX_CONTROL: 'true',
    MAIL_TRANSPORT: 'files',
    SEED_DEMO: 'true',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  }
  if (leaveOut && !(leaveOut in settings)) throw new StepFailed(`--leave-out=${leaveOut}: not one of ${Object.keys(settings).join(', ')}`)
  return Object.entries(settings)
    .filter(([name]) => name !== leaveOut)
    .map(([name, value]) => `${name}=${value}\n`)
    .join('')
}

const compose = (env: NodeJS.ProcessEnv, name: string, ...args: string[]) => step(name, 'podman-compose', ['-p', PROJECT, '-f', 'compose.yaml', ...args], { env })

async function containerAddress(container: string): Promise<string> {
  const address = await podman('inspect', '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', container)
  if (!address) throw new StepFailed(`${container} has no address`)
  return address
}

/** Waits until `url` answers 200; on a timeout, says what it answered last and how `container`'s log ends. */
async function waitForReady(url: string, timeoutMs: number, container?: string) {
  const deadline = Date.now() + timeoutMs
  let last = 'no answer'
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
      if (response.status === 200) return
      last = `${response.status} ${(await response.text()).slice(0, 200)}`
    } catch (error) {
      last = String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  const log = container ? `; the end of ${container}'s log:\n${(await capture('podman', ['logs', '--tail', '12', container])).output.trimEnd()}` : ''
  throw new StepFailed(`${url} was not ready within ${timeoutMs / 1000} s (last: ${last})${log}`)
}

/** `podman-compose up` on the project's compose.yaml, then waits for every instance and the load balancer. */
export async function startTopology({ leaveOut }: { leaveOut?: string } = {}): Promise<Topology> {
  const port = await freePort()
  const admin = { email: 'admin@roteiro.example', password: `Adm#${secret()}` }
  mkdirSync(WORK_DIR, { recursive: true })
  const envFile = path.join(WORK_DIR, 'roteiro.env')
  writeFileSync(envFile, appSettings(admin, leaveOut), { mode: 0o600 })
  const storePassword = secret()
  const env = {
    ...process.env,
    POSTGRES_PASSWORD: secret(),
    MINIO_ROOT_PASSWORD: storePassword,
    HTTP_PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    ROTEIRO_ENV_FILE: envFile,
  }
  // Registered before `up`: a failure, Ctrl-C or a kill mid-run still takes everything down.
  const stop = onExit(() => composeDown(env))
  try {
    await compose(env, 'compose-up', 'up', '-d', '--no-build')
    const instances = await Promise.all(
      ['app1', 'app2'].map(async (name) => ({ name, container: containerName(name), origin: `http://${await containerAddress(containerName(name))}:3000` })),
    )
    const origin = `http://localhost:${port}`
    for (const instance of instances) await waitForReady(`${instance.origin}/api/ready`, 240_000, instance.container)
    await waitForReady(`${origin}/api/ready`, 30_000)
    const volume = await podman('volume', 'inspect', '--format', '{{.Mountpoint}}', `${PROJECT}_app-data`)
    const store = `http://${await containerAddress(containerName('minio'))}:9000`
    printNote(`topology up: ${origin} → ${instances.map((instance) => `${instance.name} ${instance.origin}`).join(', ')}; bucket at ${store}`)
    return { origin, instances, mailDir: path.join(volume, 'mail'), bucket: bucketClient(store, STORE_USER, storePassword), bucketName: BUCKET, admin, stop }
  } catch (error) {
    await saveContainerLogs()
    stop()
    throw error
  }
}

/** Stops one instance as Docker would (SIGTERM, then 15 s); returns its exit code (0: it stopped by itself). */
export async function stopInstance(container: string): Promise<number> {
  await podman('stop', '--time', '15', container)
  return Number(await podman('inspect', '--format', '{{.State.ExitCode}}', container))
}

/** Saves every container's log beside the other logs (kept to read after a failure). */
export async function saveContainerLogs() {
  const names = (await capture('podman', ['ps', '-a', '--filter', `label=io.podman.compose.project=${PROJECT}`, '--format', '{{.Names}}'])).stdout.split('\n').filter(Boolean)
  for (const name of names) writeFileSync(path.join(LOG_DIR, `container-${name}.log`), (await capture('podman', ['logs', name])).output)
}

// Synchronous, so that it can run from an exit handler. Compose's own timeout is 1 s.
function composeDown(env: NodeJS.ProcessEnv) {
  const log = openSync(path.join(LOG_DIR, 'compose-down.log'), 'w')
  try {
    spawnSync('podman-compose', ['-p', PROJECT, '-f', 'compose.yaml', 'down', '--volumes', '--timeout', '15'], { env, stdio: ['ignore', log, log] })
    const networks = spawnSync('podman', ['network', 'ls', '--format', '{{.Name}}', '--filter', `name=^${PROJECT}_`], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean)
    if (networks.length > 0) spawnSync('podman', ['network', 'rm', ...networks], { stdio: ['ignore', log, log] })
  } finally {
    closeSync(log)
  }
}
