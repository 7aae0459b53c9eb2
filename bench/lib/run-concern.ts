/**
 * @module The frame of each concern's script: read the settings, measure,
 * then hand the rows to the parent bench process, or print them when the
 * script runs on its own (`node --import tsx bench/<concern>.ts --quick`).
 */
import { benchSettings, type BenchSettings } from './bench-settings.ts'
import type { BenchRow } from './bench-row.ts'
import { formatTable } from './format-table.ts'

export function runConcern(measure: (settings: BenchSettings) => Promise<BenchRow[]>): void {
  measure(benchSettings(process.argv.slice(2))).then(
    (rows) => {
      if (process.send) process.send({ rows }, () => process.exit(0))
      else {
        console.log(formatTable(rows))
        process.exit(0)
      }
    },
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
