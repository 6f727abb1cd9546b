/**
 * CPU time of processes from /proc/<pid>/stat (Linux): user + system, in ms. PostgreSQL's is a
 * tree: the postmaster, its backends alive now, and those that ended (their time is added to the
 * postmaster's children's columns once it reaps them), so the difference of two readings is what
 * the whole server used in between, whichever backends came and went.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

export interface ProcStat {
  ppid: number
  /** utime + stime, in clock ticks. */
  ownTicks: number
  /** cutime + cstime: the ended children it waited for, in clock ticks. */
  childrenTicks: number
}

/** Fields 4, 14–17 of a /proc/<pid>/stat line (the name in parentheses may hold spaces and parentheses). */
export function parseProcStat(line: string): ProcStat {
  const fields = line
    .slice(line.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number)
  // fields[0] is the third field (state); utime is the 14th.
  return { ppid: fields[1]!, ownTicks: fields[11]! + fields[12]!, childrenTicks: fields[13]! + fields[14]! }
}

let ticksPerSecond: number | undefined
const msPerTick = () => 1000 / (ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100)

const readStat = (pid: number): ProcStat | null => {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return null // it ended meanwhile
  }
}

/** The CPU ms one process has used so far (0 once it is gone). */
export function processCpuMs(pid: number): number {
  return (readStat(pid)?.ownTicks ?? 0) * msPerTick()
}

/** The CPU ms a process and all its children, living and ended, have used so far. */
export function processTreeCpuMs(pid: number): number {
  const root = readStat(pid)
  if (!root) return 0
  let ticks = root.ownTicks + root.childrenTicks
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = readStat(Number(entry))
    if (stat?.ppid === pid) ticks += stat.ownTicks
  }
  return ticks * msPerTick()
}
