/** @module One line of the summary table, and of `bench/results/latest.json`. */
export type Comparison = { against: string; value: number; ratio: number }

export type BenchRow = {
  concern: string
  measure: string
  value: number
  unit: string
  /** (max − min) / median over the rounds, when there were several. */
  spread?: number
  comparisons?: Comparison[]
  /** The target in words, and whether this run met it (`undefined`: nothing to judge). */
  target?: string
  met?: boolean
}

export function compare(against: string, ours: number, theirs: number): Comparison {
  return { against, value: theirs, ratio: theirs === 0 ? Number.NaN : ours / theirs }
}
