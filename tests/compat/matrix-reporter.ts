/**
 * @module Prints the matrix once the run ends: a row per check, a column per leg, each cell pass,
 * FAIL (with its failure's first line below the table) or n/a for a check the leg has not (no
 * test); then the versions each leg ran on and its wall time, from its suite's start to its end.
 */
import type { Reporter, TestModule, TestSuite, Vitest } from 'vitest/node'
import { firstErrorLine } from './first-error-line.ts'

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`

export default class MatrixReporter implements Reporter {
  private log: (text: string) => void = console.log
  private runStart = 0
  private readonly legStart = new Map<string, number>()
  private readonly legTime = new Map<string, number>()

  onInit(vitest: Vitest): void {
    this.log = (text) => vitest.logger.log(text)
  }

  onTestRunStart(): void {
    this.runStart = performance.now()
  }

  onTestSuiteReady(suite: TestSuite): void {
    this.legStart.set(suite.name, performance.now())
  }

  onTestSuiteResult(suite: TestSuite): void {
    this.legTime.set(suite.name, performance.now() - (this.legStart.get(suite.name) ?? this.runStart))
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const legs = modules.flatMap((module) => [...module.children.suites()])
    if (legs.length === 0) return
    // In the order of the leg with the most checks: a check some leg has not is not pushed to the end.
    const byChecks = [...legs].sort((a, b) => b.children.size - a.children.size)
    const rows = [...new Set(byChecks.flatMap((leg) => [...leg.children.tests()].map((test) => test.name)))]
    const notes: string[] = []
    const cell = (leg: TestSuite, check: string) => {
      const test = [...leg.children.tests()].find((candidate) => candidate.name === check)
      if (!test) return 'n/a'
      const result = test.result()
      if (result.state === 'passed') return 'pass'
      // A test that never ran failed with its leg's setup (the install), whose error the suite holds;
      // else it was left out of the run (`-t`).
      const error = result.state === 'failed' ? result.errors[0] : leg.errors()[0]
      if (!error) return result.state
      notes.push(`[${notes.length + 1}] ${leg.name} / ${check}: ${firstErrorLine(error.message)}`)
      return `FAIL [${notes.length}]`
    }
    const table = [
      ['check', ...legs.map((leg) => leg.name)],
      ...rows.map((check) => [check, ...legs.map((leg) => cell(leg, check))]),
      ['versions', ...legs.map((leg) => versionsOf(leg))],
      ['wall time', ...legs.map((leg) => seconds(this.legTime.get(leg.name) ?? 0))],
    ]
    const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)))
    const line = (row: string[]) => `| ${row.map((text, column) => text.padEnd(widths[column]!)).join(' | ')} |`
    this.log(
      [
        '',
        'Compatibility matrix',
        line(table[0]!),
        `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
        ...table.slice(1).map(line),
        ...notes,
        `Whole matrix (packing included): ${seconds(performance.now() - this.runStart)}`,
        '',
      ].join('\n'),
    )
  }
}

/** What the leg's toolchain check recorded: the versions it ran on. */
function versionsOf(leg: TestSuite): string {
  const versions = [...leg.children.tests()].map((test) => test.meta().versions).find(Boolean)
  if (!versions) return '?'
  return `node ${versions.node}, msw ${versions.msw}, vitest ${versions.vitest}`
}
