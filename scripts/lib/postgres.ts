import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { Socket } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './free-port.ts'
import { capture, isRoot, onExit } from './processes.ts'

export interface ThrowawayPostgres {
  /** Superuser URL of the maintenance database, e.g. postgres://postgres@127.0.0.1:41234/postgres */
  url: string
  /** Where the server writes its log (the flash-sale bench counts the statements it logs). */
  logFile: string
  /** The postmaster's process id, whose children are the backends (the benches read their CPU time from /proc). */
  pid(): number
  /** Stops the server as an operator's restart does (`pg_ctl stop -m fast`: its sessions end with 57P01), keeping its data and port. */
  down(): Promise<void>
  /** Starts it again after `down`, on the same data and port; resolves once it accepts connections. */
  up(): Promise<void>
  stop(): void
}

/**
 * A watchdog for when this process dies without its cleanup (SIGKILL, an out-of-memory kill):
 * a detached process that waits for its stdin, a pipe from us, to close, then stops the server
 * and removes its folder.
 */
function startReaper(stop: { file: string; args: string[] }, dir: string): ChildProcess {
  const script = `
    const { spawnSync } = require('node:child_process')
    const { rmSync } = require('node:fs')
    const [stop, dir] = JSON.parse(process.argv[1])
    process.stdin.on('close', () => {
      spawnSync(stop.file, stop.args, { cwd: dir, stdio: 'ignore' })
      rmSync(dir, { recursive: true, force: true })
    })
    process.stdin.resume()`
  const reaper = spawn(process.execPath, ['-e', script, JSON.stringify([stop, dir])], { stdio: ['pipe', 'ignore', 'ignore'], detached: true })
  reaper.unref()
  ;(reaper.stdin as Socket).unref()
  return reaper
}

function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' })
  const uid = id('-u')
  const gid = id('-g')
  if (uid.status !== 0 || gid.status !== 0) throw new Error('There is no "postgres" user to run PostgreSQL as (apt-get install postgresql creates it).')
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
}

/**
 * Starts a PostgreSQL server for this run only: a new cluster in a temp folder, on 127.0.0.1 and
 * a free port, trust authentication, durability off (the data dies with the run). PostgreSQL
 * refuses to run as root, so as root it runs as the `postgres` user. The server is stopped and
 * its folder removed by `stop()`, and also when the run fails, is interrupted or is killed.
 */
export async function startThrowawayPostgres(binDir: string): Promise<ThrowawayPostgres> {
  const asRoot = isRoot()
  // As root, /tmp rather than $TMPDIR, which may sit somewhere the postgres user cannot enter.
  const dir = mkdtempSync(path.join(asRoot ? '/tmp' : os.tmpdir(), 'roteiro-pg-'))
  const dataDir = path.join(dir, 'data')
  const logFile = path.join(dir, 'postgres.log')
  if (asRoot) {
    const { uid, gid } = postgresIds()
    chownSync(dir, uid, gid)
  }
  // Run from the temp folder: the postgres user may not be allowed into the project's folder.
  const command = (tool: string, args: string[]) => {
    const file = path.join(binDir, tool)
    return asRoot ? { file: 'runuser', args: ['-u', 'postgres', '--', file, ...args] } : { file, args }
  }
  const exec = (tool: string, args: string[]) => {
    const { file, args: all } = command(tool, args)
    return capture(file, all, { cwd: dir, detached: true })
  }

  const stopCommand = command('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
  const reaper = startReaper(stopCommand, dir)
  let started = false
  const removeAll = onExit(() => {
    if (started) spawnSync(stopCommand.file, stopCommand.args, { cwd: dir, stdio: 'ignore' })
    rmSync(dir, { recursive: true, force: true })
    reaper.kill('SIGKILL')
  })

  const fail = (what: string, output: string): never => {
    removeAll()
    throw new Error(`${what} failed:\n${output}`)
  }

  const init = await exec('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync', '--no-instructions'])
  if (init.code !== 0) fail('initdb', init.output)

  const port = await freePort()
  const settings = [
    `-c listen_addresses=127.0.0.1`,
    `-c port=${port}`,
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
  ].join(' ')
  // Detached: Ctrl-C in the terminal must not kill the server before our cleanup stops it.
  started = true
  const startServer = async () => {
    const start = await exec('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', settings, '-w', '-t', '30', 'start'])
    if (start.code === 0) return
    let log = ''
    try {
      log = readFileSync(logFile, 'utf8')
    } catch {
      // no log written
    }
    fail('pg_ctl start', `${start.output}\n${log}`)
  }
  await startServer()

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    logFile,
    // The first line of postmaster.pid, which it writes once it runs.
    pid: () => Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    async down() {
      const stopped = await exec('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop'])
      if (stopped.code !== 0) fail('pg_ctl stop', stopped.output)
    },
    up: startServer,
    stop: removeAll,
  }
}
