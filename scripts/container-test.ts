/**
 * `npm run container:test` (issue 31): the Dockerfile and compose.yaml a Docker user runs, built
 * and run here with podman (docs/DEPLOY.md, "Containers on this machine"). Installs and
 * configures podman when missing (as root), makes the stand-in base images, builds the app's
 * image, brings compose.yaml up, runs a sale through HAProxy's published port, stops one
 * instance and sells through the other, then takes everything down and checks nothing is left.
 *
 * Exit codes: 0 passed, 1 failed, 3 this machine cannot run containers (not root, podman missing).
 * Options: --keep-images (keep the stand-ins and the app's image for the next run; the untagged
 * build stages are pruned, so the kept images do not grow run after run),
 * --leave-out=SETTING (one of the settings in scripts/container/topology.ts left out, to see the
 * journey fail).
 */
import { bold, formatDuration, green, printNote, red } from './lib/console.ts'
import { LOG_DIR, podman, printFailure, step, StepFailed } from './container/commands.ts'
import { findLeftovers, pruneUntagged, removeImages } from './container/leftovers.ts'
import { CANNOT_RUN_CONTAINERS, ensurePodman } from './container/podman.ts'
import { runSaleOnOneInstance, runSmokeJourney } from './container/smoke-journey.ts'
import { appImageName, makeStandInImages, removeStandInWorkDir, standInImages } from './container/stand-in-images.ts'
import { containerName, saveContainerLogs, startTopology, stopInstance, type Topology } from './container/topology.ts'

const usage = 'usage: npm run container:test [-- --keep-images] [--leave-out=SETTING]'
const args = process.argv.slice(2)
const unknown = args.filter((arg) => !/^--(keep-images|leave-out=[A-Z_]+)$/.test(arg))
if (unknown.length > 0) {
  console.error(`container:test: unknown option ${unknown.join(' ')}\n${usage}`)
  process.exit(2)
}
const keepImages = args.includes('--keep-images')
const leaveOut = args.find((arg) => arg.startsWith('--leave-out='))?.split('=')[1]

const started = Date.now()
if (!(await ensurePodman())) process.exit(CANNOT_RUN_CONTAINERS)

async function buildAppImage(name: string) {
  // --format docker: the OCI format drops HEALTHCHECK.
  await step('build-app', 'podman', ['build', '--format', 'docker', '--pull=never', '-t', name, '.'])
  const [image] = JSON.parse(await podman('image', 'inspect', name)) as { Size: number; Healthcheck?: { Test?: string[] } }[]
  const healthcheck = image?.Healthcheck?.Test?.join(' ')
  if (!image || !healthcheck) throw new StepFailed(`the image ${name} has no HEALTHCHECK`)
  printNote(`image ${name}: ${(image.Size / 1e6).toFixed(0)} MB; health check: ${healthcheck}`)
}

/** The instance runs as compose.yaml and the Dockerfile say: read-only root, not root. */
async function checkHardening(container: string) {
  const [readOnly, user] = (await podman('inspect', '--format', '{{.HostConfig.ReadonlyRootfs}} {{.Config.User}}', container)).split(' ')
  const whoami = await podman('exec', container, 'node', '-e', 'console.log(process.getuid())')
  if (readOnly !== 'true' || user !== 'node' || whoami === '0') throw new StepFailed(`${container}: read-only root ${readOnly}, user ${user} (uid ${whoami})`)
  printNote(`${container}: read-only root filesystem, user ${user} (uid ${whoami})`)
}

async function journey() {
  const app = appImageName()
  await makeStandInImages()
  await buildAppImage(app)
  let topology: Topology | undefined
  try {
    topology = await startTopology({ leaveOut })
    await checkHardening(containerName('app1'))
    await runSmokeJourney(topology, topology.admin)
    const exitCode = await stopInstance(containerName('app1'))
    if (exitCode !== 0) throw new StepFailed(`app1 did not stop by itself on SIGTERM (exit code ${exitCode})`)
    printNote('app1 stopped on SIGTERM (exit code 0)')
    await runSaleOnOneInstance(topology, topology.admin)
  } finally {
    await saveContainerLogs()
    topology?.stop()
  }
}

let failed = false
try {
  await journey()
} catch (error) {
  failed = true
  printFailure(error)
} finally {
  const images = [appImageName(), ...standInImages()]
  if (keepImages) await pruneUntagged()
  else await removeImages(images)
  removeStandInWorkDir()
  const leftovers = await findLeftovers({ images: keepImages ? [] : images })
  if (leftovers.length > 0) {
    failed = true
    console.error(red(`left behind:\n  ${leftovers.join('\n  ')}`))
  }
}
const took = formatDuration(Date.now() - started)
console.log(failed ? red(`container:test failed after ${took}; logs in ${LOG_DIR}`) : green(bold(`container:test passed in ${took}`)))
process.exit(failed ? 1 : 0)
