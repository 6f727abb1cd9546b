import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { bold, printNote, red } from '../lib/console.ts'
import { capture, isExecutable, isRoot, run } from '../lib/processes.ts'

const PACKAGES = ['podman', 'runc', 'podman-compose', 'debootstrap']
const COMMANDS = { podman: '/usr/bin/podman', runc: '/usr/sbin/runc', 'podman-compose': '/usr/bin/podman-compose', debootstrap: '/usr/sbin/debootstrap' }

// As shipped, Debian's podman cannot run a container on these machines: crun cannot set
// RLIMIT_NOFILE and the cgroups are hybrid (../shared/notes/toolchain.md, "Containers"). nofile
// 20000 is the machine's hard limit; at 1024 `npm ci` inside a build fails with EMFILE.
const CONTAINERS_CONF = {
  file: '/etc/containers/containers.conf',
  text: `# Written by npm run container:test (scripts/container/podman.ts).
[containers]
default_ulimits = ["nofile=20000:20000", "nproc=4096:4096"]

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
`,
}
// overlay is not available here; vfs copies every layer (slower, more disk).
const STORAGE_CONF = {
  file: '/etc/containers/storage.conf',
  text: `# Written by npm run container:test (scripts/container/podman.ts).
[storage]
driver = "vfs"
runroot = "/run/containers/storage"
graphroot = "/var/lib/containers/storage"
`,
}

/** The exit code when this machine cannot run containers (not root, or podman missing). */
export const CANNOT_RUN_CONTAINERS = 3

/** Writes a configuration file unless it already holds every line we need. */
function ensureConfig({ file, text }: { file: string; text: string }) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const wanted = text.split('\n').filter((line) => line.includes('='))
  if (wanted.every((line) => current.includes(line))) return
  if (current) writeFileSync(`${file}.before-container-test`, current)
  mkdirSync('/etc/containers', { recursive: true })
  writeFileSync(file, text)
  printNote(`wrote ${file}${current ? ` (the old one kept as ${file}.before-container-test)` : ''}`)
}

/**
 * Makes sure podman can build and run containers here: as root, installs Debian's packages when
 * missing and writes the configuration they need; otherwise says what is missing and returns
 * false (the caller exits with CANNOT_RUN_CONTAINERS, never a pass).
 */
export async function ensurePodman(): Promise<boolean> {
  if (!isRoot()) {
    console.error(red('npm run container:test needs root: podman runs rootful here (vfs storage, bridge networks, runc).'))
    console.error(`Run it as root, or install and configure podman as docs/DEPLOY.md, "Containers on this machine", says.`)
    return false
  }
  const missing = PACKAGES.filter((name) => !isExecutable(COMMANDS[name as keyof typeof COMMANDS]))
  if (missing.length > 0) {
    printNote(`installing ${missing.join(', ')} with apt-get`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    if ((await run('apt-get', ['update'], { env })) !== 0) return false
    if ((await run('apt-get', ['install', '-y', ...PACKAGES], { env })) !== 0) {
      console.error(red(`apt-get could not install ${missing.join(', ')}.`))
      return false
    }
  }
  ensureConfig(CONTAINERS_CONF)
  ensureConfig(STORAGE_CONF)
  const check = await capture('podman', ['info', '--format', '{{.Store.GraphDriverName}} {{.Host.OCIRuntime.Name}}'])
  if (check.code !== 0 || check.stdout.trim() !== 'vfs runc') {
    console.error(red(`podman is installed but not usable as configured:\n${check.output}`))
    console.error(`Expected storage driver vfs and runtime runc (${bold(CONTAINERS_CONF.file)}, ${bold(STORAGE_CONF.file)}).`)
    return false
  }
  printNote(
    `podman: ${(await capture('podman', ['--version'])).output.trim()}, ${(await capture('podman-compose', ['--version'])).output.split('\n').find((line) => line.includes('podman-compose')) ?? ''}`,
  )
  return true
}
