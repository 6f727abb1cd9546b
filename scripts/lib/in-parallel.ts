/** Runs `task` on every item, at most `limit` at once (network copies: enough to hide the round trips, not a flood). */
export async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items]
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item)
  }
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker))
}
