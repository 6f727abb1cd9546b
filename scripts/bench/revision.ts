import { execFileSync } from 'node:child_process'

/** "commit abc1234", with "plus uncommitted changes" when the checkout's tracked files differ from it. */
export function revisionOf(checkout: string): string {
  try {
    const head = execFileSync('git', ['-C', checkout, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['-C', checkout, 'status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== ''
    return `commit ${head}${dirty ? ' plus uncommitted changes' : ''}`
  } catch {
    return 'an unknown revision'
  }
}
