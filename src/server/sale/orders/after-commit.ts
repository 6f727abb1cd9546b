/**
 * The work a committed move sets off that its answer does not wait for (a confirmation's mail
 * and push, a credit's notice): each piece logged by its caller when it fails, never undoing the
 * move, and all of it awaited before the database closes (the server's shutdown, a test's end),
 * so none is cut off half-way.
 */
export interface AfterCommitWork {
  run(work: () => Promise<unknown>, failed: (error: unknown) => void): void
  /** Resolves once nothing runs, including what the running work set off meanwhile. */
  settled(): Promise<void>
}

export function afterCommitWork(): AfterCommitWork {
  const running = new Set<Promise<void>>()
  return {
    run(work, failed) {
      const done: Promise<void> = work()
        .then(() => undefined, failed)
        .finally(() => running.delete(done))
      running.add(done)
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running])
    },
  }
}
