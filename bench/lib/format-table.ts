/** @module The summary table, as plain text that reads the same in a terminal, a CI log and Markdown. */
import type { BenchRow } from './bench-row.ts'

function formatNumber(value: number | null): string {
  // NaN and Infinity arrive as null once they have crossed IPC as JSON.
  if (value === null || !Number.isFinite(value)) return '–'
  const abs = Math.abs(value)
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 })
}

function cells(row: BenchRow): string[] {
  const spread = row.spread === undefined ? '' : ` ±${Math.round((row.spread * 100) / 2)}%`
  const comparisons = (row.comparisons ?? []).map(({ against, value }) => `${against} ${formatNumber(value)}`).join(', ')
  const ratios = (row.comparisons ?? []).map(({ against, ratio }) => `${formatNumber(ratio)}× ${against}`).join(', ')
  const verdict = row.met === undefined ? '' : row.met ? 'met' : 'MISSED'
  return [row.concern, row.measure, `${formatNumber(row.value)} ${row.unit}${spread}`, comparisons, ratios, row.target ?? '', verdict]
}

/** A Markdown table (pipes and dashes), padded so it also reads as plain text. */
export function formatTable(rows: readonly BenchRow[]): string {
  const header = ['Concern', 'Measure', 'Ours', 'Baselines', 'Ratios', 'Target', 'Result']
  const body = rows.map(cells)
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((line) => line[column]!.length)))
  const line = (values: string[]) => `| ${values.map((value, column) => value.padEnd(widths[column]!)).join(' | ')} |`
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...body.map(line)].join('\n')
}
