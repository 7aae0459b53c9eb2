/**
 * @module Memory under a long run: many requests of every operation against
 * the built command with its journal on; the heap after (full GC) must
 * stay within a small bound of the heap before, as the journal is a ring.
 */
import autocannon from 'autocannon'
import type { BenchRow } from './lib/bench-row.ts'
import { nextMessage } from './lib/child-process.ts'
import { runConcern } from './lib/run-concern.ts'
import { heapProbe, operations, startCommand, stopTargets } from './lib/start-targets.ts'

const boundMegabytes = 10

runConcern(async (settings) => {
  const ours = await startCommand({ execArgv: heapProbe })
  try {
    // Each cycle reads every resource twice and writes the settings twice (alternating values), so every operation runs.
    const requests = [0, 1].flatMap((cycle) =>
      operations.map(({ name, method, bodies }) => {
        const body = bodies?.[cycle]
        return {
          method,
          path: ours.paths[name]!,
          body,
          headers: body === undefined ? ({} as Record<string, string>) : { 'Content-Type': 'application/json' },
        }
      }),
    )
    const run = (amount: number) => autocannon({ url: ours.url, connections: settings.connections, amount, requests })
    // The built command, forked with a preload that answers `'heap'`; the journal's size comes from its control API.
    const heap = async () => {
      const answer = nextMessage<{ heapUsed: number }>(ours.process)
      ours.process.send!('heap')
      return answer
    }
    const journalSize = async () => ((await (await fetch(`${ours.url}/__mock/requests`)).json()) as unknown[]).length
    // Warm up past the journal's capacity, so "before" already holds a full ring.
    await run(5_000)
    const before = await heap()
    const result = await run(settings.longRunRequests)
    const after = await heap()
    const journal = await journalSize()
    const growth = (after.heapUsed - before.heapUsed) / 2 ** 20
    return [
      {
        concern: 'memory',
        measure: `heap growth over ${result.requests.total.toLocaleString('en-US')} requests (journal ${journal} entries)`,
        value: growth,
        unit: 'MB',
        comparisons: [
          { against: 'heap before (MB)', value: before.heapUsed / 2 ** 20, ratio: after.heapUsed / before.heapUsed },
        ],
        target: `< ${boundMegabytes} MB`,
        met: growth < boundMegabytes && result.errors === 0,
      } satisfies BenchRow,
    ]
  } finally {
    await stopTargets([ours])
  }
})
