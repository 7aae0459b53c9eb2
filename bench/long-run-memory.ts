/**
 * @module Memory under a long run: many requests of every operation against
 * the standalone server with its journal on; the heap after (full GC) must
 * stay within a small bound of the heap before, as the journal is a ring.
 */
import autocannon from 'autocannon'
import type { BenchRow } from './lib/bench-row.ts'
import { nextMessage } from './lib/child-process.ts'
import { runConcern } from './lib/run-concern.ts'
import { operations, startMock, stopTargets } from './lib/start-targets.ts'

const boundMegabytes = 10

runConcern(async (settings) => {
  const ours = await startMock()
  try {
    // Each cycle reads every resource twice and writes the settings twice (alternating values), so every operation runs.
    const requests = [0, 1].flatMap((cycle) =>
      operations.map(({ name, method, bodies }) => {
        const body = bodies?.[cycle]
        return { method, path: ours.paths[name]!, body, headers: body === undefined ? ({} as Record<string, string>) : { 'Content-Type': 'application/json' } }
      }),
    )
    const run = (amount: number) => autocannon({ url: ours.url, connections: settings.connections, amount, requests })
    const heap = async () => {
      const answer = nextMessage<{ heapUsed: number; journal: number }>(ours.process)
      ours.process.send('heap')
      return answer
    }
    // Warm up past the journal's capacity, so "before" already holds a full ring.
    await run(5_000)
    const before = await heap()
    const result = await run(settings.longRunRequests)
    const after = await heap()
    const growth = (after.heapUsed - before.heapUsed) / 2 ** 20
    return [
      {
        concern: 'memory',
        measure: `heap growth over ${result.requests.total.toLocaleString('en-US')} requests (journal ${after.journal} entries)`,
        value: growth,
        unit: 'MB',
        comparisons: [{ against: 'heap before (MB)', value: before.heapUsed / 2 ** 20, ratio: after.heapUsed / before.heapUsed }],
        target: `< ${boundMegabytes} MB`,
        met: growth < boundMegabytes && result.errors === 0,
      } satisfies BenchRow,
    ]
  } finally {
    await stopTargets([ours])
  }
})
