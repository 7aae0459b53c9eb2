/** @module How long and how often each concern measures: a full run, or `--quick` for CI. */
export type BenchSettings = {
  quick: boolean
  /** Rounds per measure; the table shows their median and spread. */
  rounds: number
  /** Rounds of load per server and operation: more, shorter ones than elsewhere, as a shared machine is noisiest there. */
  loadRounds: number
  /** Seconds of load per autocannon round, and of warm-up before the rounds. */
  loadSeconds: number
  warmupSeconds: number
  connections: number
  /** Requests sent to the standalone server when watching its heap under a long run. */
  longRunRequests: number
  /** Requests per operation in the in-process measure. */
  inProcessRequests: number
  /** Real estate object counts of the scale measure. */
  scaleSizes: number[]
}

export function benchSettings(argv: readonly string[]): BenchSettings {
  const quick = argv.includes('--quick')
  return quick
    ? { quick, rounds: 1, loadRounds: 1, loadSeconds: 0.6, warmupSeconds: 0.2, connections: 10, longRunRequests: 10_000, inProcessRequests: 200, scaleSizes: [25, 1_000] }
    : { quick, rounds: 3, loadRounds: 5, loadSeconds: 1.5, warmupSeconds: 0.5, connections: 10, longRunRequests: 200_000, inProcessRequests: 4_000, scaleSizes: [25, 1_000, 10_000, 100_000] }
}
