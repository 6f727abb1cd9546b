import { existsSync } from 'node:fs'
import { capture } from '../lib/processes.ts'
import { imageExists } from './commands.ts'
import { PROJECT } from './topology.ts'
import { STAND_IN_WORK_DIR } from './stand-in-images.ts'

const lines = async (...args: string[]) => (await capture('podman', args)).stdout.split('\n').filter(Boolean)

/** Removes untagged images no tagged image is built on, until none is left (a removed one may free its parent). */
export async function pruneUntagged() {
  for (let round = 0; round < 100; round++) {
    const { output } = await capture('podman', ['image', 'prune', '--force'])
    if (!output.trim()) return
  }
}

/** Removes the images the run made (the stand-ins, the app's) and the build stages left untagged. */
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
