/** @module Median and spread of repeated measures: machines are shared and noisy. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** (max − min) / median, or undefined for a single value. */
export function spread(values: readonly number[]): number | undefined {
  if (values.length < 2) return undefined
  const mid = median(values)
  return mid === 0 ? undefined : (Math.max(...values) - Math.min(...values)) / mid
}
