import type { TestReport } from './reports.ts'

export interface StageTests {
  key: string
  report: TestReport
  /**
   * Stages that run the same tests on different ground (the API tests on PGlite and on PostgreSQL):
   * a test may skip in one of them when another runs it.
   */
  pairedWith?: string
}

/**
 * What the suite failed to prove even though every stage passed: a test stage that ran no test,
 * and a test skipped everywhere it could run (a whole database or the Firestore emulator missing
 * makes its tests skip on every lane). A paired stage's skips are judged only when its pair ran too.
 */
export function unprovenTests(stages: StageTests[]): string[] {
  const problems: string[] = []
  const byKey = new Map(stages.map((stage) => [stage.key, stage]))
  for (const stage of stages) {
    if (stage.report.counts.passed + stage.report.counts.failed === 0) problems.push(`${stage.key}: ran no test`)
    if (stage.pairedWith === undefined) {
      for (const name of stage.report.skipped) problems.push(`${stage.key}: skipped ${name}`)
      continue
    }
    const pair = byKey.get(stage.pairedWith)
    if (!pair || stage.key > pair.key) continue
    const skippedInPair = new Set(pair.report.skipped)
    for (const name of stage.report.skipped) if (skippedInPair.has(name)) problems.push(`${stage.key} and ${pair.key}: both skipped ${name}`)
  }
  return problems
}
