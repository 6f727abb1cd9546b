/**
 * `npm run build:server`: the server compiled to JavaScript in build/ (what the container image
 * runs, without tsx), beside the files it reads at run time, and build/package.json with
 * build/package-lock.json naming only the packages the compiled server imports, at the versions
 * the project's lock has (docs/DEPLOY.md, "The image"). `npm ci --omit=dev` in build/ then
 * installs what the server needs and nothing of the PWA's.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { run } from './lib/processes.ts'

const OUT = 'build'
// Read at run time next to the code that reads them (import.meta.url).
const ASSETS = ['server/auth/common-passwords.txt', 'server/db/migrations']

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g
// A file the server reads (Scalar's browser bundle), not code it runs.
const RESOLVE = /import\.meta\.resolve\(\s*['"]([^'"]+)['"]/g

/** The bare specifiers (packages, not `./x` or `node:x`) the compiled files name in `pattern`. */
const bareSpecifiers = (files: string[], pattern: RegExp): string[] => [
  ...new Set(
    files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => match[1]!).filter((name) => !name.startsWith('.') && !name.startsWith('node:'))),
  ),
]

/**
 * A package the server only reads a file of (import.meta.resolve) gets that file and its
 * package.json (whose `exports` resolve it) under build/node_modules, not the whole package:
 * @scalar/api-reference is 3.5 MB of bundle in 250 MB of packages.
 */
function copyResolvedFile(specifier: string) {
  const file = fileURLToPath(import.meta.resolve(specifier))
  const root = file.slice(0, file.lastIndexOf(`/node_modules/${packageOf(specifier)}/`) + `/node_modules/${packageOf(specifier)}/`.length)
  const target = path.join(OUT, 'node_modules', packageOf(specifier))
  cpSync(path.join(root, 'package.json'), path.join(target, 'package.json'))
  cpSync(file, path.join(target, path.relative(root, file)))
}

rmSync(OUT, { recursive: true, force: true })
if ((await run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.server.json'])) !== 0) process.exit(1)
for (const asset of ASSETS) cpSync(path.join('src', asset), path.join(OUT, asset), { recursive: true })

interface PackageJson {
  name: string
  version: string
  dependencies: Record<string, string>
  overrides?: unknown
  allowScripts?: unknown
}
const project = JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson
const compiled = filesUnder(OUT).filter((file) => file.endsWith('.js'))
const imported = [...new Set(bareSpecifiers(compiled, IMPORT).map(packageOf))].sort()
const readOnly = bareSpecifiers(compiled, RESOLVE).filter((specifier) => !imported.includes(packageOf(specifier)))
const undeclared = imported.filter((name) => !project.dependencies[name])
if (undeclared.length > 0) {
  console.error(`build:server: the server imports ${undeclared.join(', ')}, which package.json's dependencies do not name`)
  process.exit(1)
}
const dependencies = Object.fromEntries(imported.map((name) => [name, project.dependencies[name]!]))
writeFileSync(
  path.join(OUT, 'package.json'),
  `${JSON.stringify({ name: `${project.name}-server`, version: project.version, private: true, type: 'module', dependencies, overrides: project.overrides, allowScripts: project.allowScripts }, null, 2)}\n`,
)
// The project's lock, pruned to those packages by npm itself (no network: every version is in it).
cpSync('package-lock.json', path.join(OUT, 'package-lock.json'))
const pruned = await run('npm', ['install', '--package-lock-only', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: OUT })
if (pruned !== 0) process.exit(1)
for (const specifier of readOnly) copyResolvedFile(specifier)
console.info(`build:server: ${OUT}/, importing ${imported.length} packages: ${imported.join(', ')}; files copied from ${readOnly.join(', ') || 'none'}`)
