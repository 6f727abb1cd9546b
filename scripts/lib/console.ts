const colour = process.stdout.isTTY && !process.env.NO_COLOR

const paint = (code: string) => (text: string) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text)
export const bold = paint('1')
export const green = paint('32')
export const red = paint('31')
export const yellow = paint('33')
export const dim = paint('2')

/** 850 ms → "0.9 s"; 125 000 ms → "2 min 05 s". */
export function formatDuration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`
}

export function printHeader(index: number, total: number, title: string, command: string) {
  const rule = '─'.repeat(Math.max(8, 72 - title.length - 12))
  console.log(`\n${bold(`━━ [${index}/${total}] ${title} `)}${dim(rule)}`)
  console.log(dim(`$ ${command}`))
}

export function printNote(text: string) {
  console.log(dim(`   ${text}`))
}
