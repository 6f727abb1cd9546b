import { readFileSync } from 'node:fs'
import semver from 'semver'
import { expect, test } from 'vitest'

// Issue 24, item 11: a clean `npm ci` prints nothing a new user must wonder about (docs/DECISIONS.md, "Node and the install").
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string }; allowScripts: Record<string, boolean> }
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { name?: string; engines?: { node?: string }; hasInstallScript?: boolean; optional?: boolean; os?: string[] }>
}
const installed = Object.entries(lock.packages)
  .filter(([folder, entry]) => folder !== '' && !entry.os)
  .map(([folder, entry]) => ({ ...entry, name: entry.name ?? folder.slice(folder.lastIndexOf('node_modules/') + 'node_modules/'.length) }))

test('every package in the lock supports the oldest Node the app supports and this one (no EBADENGINE)', () => {
  const oldest = semver.minVersion(manifest.engines.node)!.version
  const refused = installed
    .filter(({ engines }) => engines?.node && !(semver.satisfies(oldest, engines.node) && semver.satisfies(process.version, engines.node)))
    .map(({ name, engines }) => `${name} wants node ${engines!.node}`)
  expect(refused).toEqual([])
})

test('every package with an install script is allowed or denied in allowScripts', () => {
  const unreviewed = installed.filter((entry) => entry.hasInstallScript && !(entry.name in manifest.allowScripts)).map(({ name }) => name)
  expect(unreviewed).toEqual([])
})
