import { existsSync } from 'node:fs'
import { capture } from '../lib/processes.ts'
import { imageExists, step } from './commands.ts'
import { PROJECT } from './topology.ts'
import { STAND_IN_WORK_DIR } from './stand-in-images.ts'

const lines = async (...args: string[]) => (await capture('podman', args)).output.split('\n').filter(Boolean)

// The Dockerfile's stages before the last, which the app's image does not hold.
const BUILD_STAGES = ['build', 'server-packages']
/** The tags a kept cache gives the app's build stages (the images the run made, with --keep-images). */
export const buildStageTags = (appImage: string) => BUILD_STAGES.map((stage) => `${appImage}-cache:${stage}`)

/**
 * With --keep-images: tags the build stages of the image just built (podman's cache has them, so
 * this builds nothing), so that pruning keeps this build's layers, `npm ci` among them, and drops
 * every older build's. On vfs each build is gigabytes: untagged, they would pile up run after run.
 */
export async function tagBuildStages(appImage: string) {
  for (const [index, tag] of buildStageTags(appImage).entries()) {
    await step(`tag-${BUILD_STAGES[index]}`, 'podman', ['build', '--format', 'docker', '--pull=never', '--target', BUILD_STAGES[index]!, '-t', tag, '.'])
  }
}

/** Removes untagged images no tagged image is built on, until none is left (a removed one may free its parent). */
export async function pruneUntagged() {
  for (let round = 0; round < 100; round++) {
    const { output } = await capture('podman', ['image', 'prune', '--force'])
    if (!output.trim()) return
  }
}

/** Removes the images the run made (the stand-ins, the app's, its build stages) and what was built for them. */
export async function removeImages(images: string[]) {
  const present = []
  for (const image of images) if (await imageExists(image)) present.push(image)
  if (present.length > 0) await capture('podman', ['rmi', '--force', ...present])
  await pruneUntagged()
}

/** What the run left behind: containers, volumes, networks, untagged images (older builds' among them) and `images`. */
export async function findLeftovers({ images }: { images: string[] }): Promise<string[]> {
  const found = [
    ...(await lines('ps', '--all', '--filter', `label=io.podman.compose.project=${PROJECT}`, '--format', 'container {{.Names}}')),
    ...(await lines('volume', 'ls', '--filter', `label=io.podman.compose.project=${PROJECT}`, '--format', 'volume {{.Name}}')),
    ...(await lines('network', 'ls', '--filter', `name=^${PROJECT}_`, '--format', 'network {{.Name}}')),
    ...(await lines('images', '--filter', 'dangling=true', '--format', 'untagged image {{.ID}}')),
  ]
  for (const image of images) if (await imageExists(image)) found.push(`image ${image}`)
  if (existsSync(STAND_IN_WORK_DIR)) found.push(`folder ${STAND_IN_WORK_DIR}`)
  return found
}
