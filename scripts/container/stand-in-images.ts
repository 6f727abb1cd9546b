import { spawnSync } from 'node:child_process'
import { cpSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { printNote } from '../lib/console.ts'
import { imageExists, podman, step, StepFailed } from './commands.ts'

/**
 * No image registry is reachable here, so the images the Dockerfile and compose.yaml name are
 * made locally from Debian's packages and tagged with those names (../shared/notes/toolchain.md,
 * "Containers"). Each stand-in's Containerfile says what it stands in for.
 */
const DEBIAN = 'localhost/roteiro-stand-in/debian:bookworm'
const STAND_INS_DIR = path.resolve('scripts/container/stand-ins')
export const STAND_IN_WORK_DIR = '/var/tmp/roteiro-container-test'
const MACHINE_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt'

interface StandIn {
  folder: string
  /** Makes the build context (the folder itself unless said otherwise). */
  context?: () => string
  buildArgs?: () => string[]
}

const nodeContext = () => {
  const context = mkdtempSync(path.join(STAND_IN_WORK_DIR, 'node-'))
  copyFileSync(path.join(STAND_INS_DIR, 'node/Containerfile'), path.join(context, 'Containerfile'))
  copyFileSync('/usr/bin/node', path.join(context, 'node'))
  cpSync('/usr/lib/node_modules/npm', path.join(context, 'npm'), { recursive: true })
  return context
}

const lockedVersion = (name: string) => {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version: string }> }
  return lock.packages[`node_modules/${name}`]!.version
}

// Keyed by the fully qualified names the Dockerfile and compose.yaml use: a new tag there needs
// a stand-in of that version here.
const STAND_INS: Record<string, StandIn> = {
  'docker.io/library/node:20.20-bookworm-slim': { folder: 'node', context: nodeContext },
  'docker.io/library/postgres:15-bookworm': { folder: 'postgres' },
  'docker.io/library/haproxy:2.6': { folder: 'haproxy' },
  'docker.io/minio/minio:RELEASE.2025-04-22T22-12-26Z': { folder: 'minio', buildArgs: () => ['--build-arg', `S3RVER_VERSION=${lockedVersion('s3rver')}`] },
  'docker.io/minio/mc:RELEASE.2025-04-16T18-13-26Z': { folder: 'minio', buildArgs: () => ['--build-arg', `S3RVER_VERSION=${lockedVersion('s3rver')}`] },
}

/** `postgres:15` → `docker.io/library/postgres:15`, as podman and Docker read a short name. */
function qualifiedImageName(name: string): string {
  const [first, ...rest] = name.split('/')
  if ((rest.length > 0 && /[.:]/.test(first!)) || first === 'localhost') return name
  return rest.length === 0 ? `docker.io/library/${name}` : `docker.io/${name}`
}

/** The images the Dockerfile's FROM lines and compose.yaml's services name (build stages aside). */
function imagesNamedByTheProject(): string[] {
  const dockerfile = readFileSync('Dockerfile', 'utf8')
  const compose = readFileSync('compose.yaml', 'utf8')
  const stages = new Set([...dockerfile.matchAll(/^FROM\s+\S+\s+AS\s+(\S+)/gim)].map((match) => match[1]!.toLowerCase()))
  const from = [...dockerfile.matchAll(/^FROM\s+(\S+)/gim)].map((match) => match[1]!).filter((name) => !stages.has(name.toLowerCase()))
  const images = [...compose.matchAll(/^\s+image:\s*(\S+)\s*$/gm)].map((match) => match[1]!).filter((name) => name !== appImageName())
  return [...new Set([...from, ...images].map(qualifiedImageName))]
}

/** The image compose.yaml's instances run: the one it builds from the Dockerfile. */
export function appImageName(): string {
  const name = /^\s+build: \.\n(?:\s+#.*\n)*\s+image:\s*(\S+)/m.exec(readFileSync('compose.yaml', 'utf8'))?.[1]
  if (!name) throw new StepFailed("compose.yaml's app has no `image:` beside its `build: .`: the instances would each build their own")
  return name
}

/** Deletes a folder after unmounting what a stopped debootstrap may have left mounted in it (/proc, /sys). */
export function removeStandInWorkDir() {
  const mounts = readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[1])
    .filter((point): point is string => Boolean(point?.startsWith(`${STAND_IN_WORK_DIR}/`)))
  for (const point of mounts.reverse()) spawnSync('umount', ['--lazy', point])
  rmSync(STAND_IN_WORK_DIR, { recursive: true, force: true })
}

async function makeDebianBase() {
  if (await imageExists(DEBIAN)) return
  const root = path.join(STAND_IN_WORK_DIR, 'rootfs')
  removeStandInWorkDir()
  mkdirSync(STAND_IN_WORK_DIR, { recursive: true })
  const sources = readFileSync('/etc/apt/sources.list.d/debian.sources', 'utf8')
  const mirror = /^URIs:\s*(\S+)/m.exec(sources)?.[1] ?? 'http://deb.debian.org/debian'
  await step('debootstrap', 'debootstrap', ['--variant=minbase', 'bookworm', root, mirror])
  // The registries are reached through a proxy whose certificate this machine trusts: so must
  // the images (npm ci in the app's build), without the Dockerfile knowing.
  mkdirSync(path.join(root, path.dirname(MACHINE_CA_BUNDLE)), { recursive: true })
  copyFileSync(MACHINE_CA_BUNDLE, path.join(root, MACHINE_CA_BUNDLE))
  await step('import-debian', 'sh', [
    '-c',
    `tar -C ${root} -c . | podman import --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' --change 'ENV NODE_EXTRA_CA_CERTS=${MACHINE_CA_BUNDLE}' --change 'CMD ["bash"]' - ${DEBIAN}`,
  ])
  rmSync(root, { recursive: true, force: true })
}

/** Makes every stand-in image the project names (the Debian root only when missing). */
export async function makeStandInImages(): Promise<void> {
  const wanted = imagesNamedByTheProject()
  const unknown = wanted.filter((name) => !STAND_INS[name])
  if (unknown.length > 0) throw new StepFailed(`no stand-in for ${unknown.join(', ')}: add one in ${STAND_INS_DIR} and scripts/container/stand-in-images.ts`)
  mkdirSync(STAND_IN_WORK_DIR, { recursive: true })
  await makeDebianBase()
  // The node stand-in first: the others may build on it.
  const ordered = wanted.map((name) => ({ name, standIn: STAND_INS[name]! })).sort((a, b) => Number(b.standIn.folder === 'node') - Number(a.standIn.folder === 'node'))
  const built = new Map<string, string>()
  // Built every run: podman's cache makes an unchanged stand-in quick, and a changed one is rebuilt.
  for (const { name, standIn } of ordered) {
    const twin = built.get(standIn.folder)
    if (twin) {
      await podman('tag', twin, name)
      continue
    }
    built.set(standIn.folder, name)
    const context = standIn.context?.() ?? path.join(STAND_INS_DIR, standIn.folder)
    try {
      await step(`stand-in-${standIn.folder}`, 'podman', ['build', '--format', 'docker', '--pull=never', ...(standIn.buildArgs?.() ?? []), '-t', name, context])
    } finally {
      if (context.startsWith(STAND_IN_WORK_DIR)) rmSync(context, { recursive: true, force: true })
    }
  }
  printNote(`stand-in images: ${wanted.join(', ')}`)
}

/** Every image makeStandInImages makes. */
export const standInImages = () => [...imagesNamedByTheProject(), DEBIAN]
