/** @module One autocannon run against one operation of one target. */
import autocannon from 'autocannon'
import type { Operation, Target } from './start-targets.ts'

export type LoadResult = { requestsPerSecond: number; requests: number; p50: number; p99: number; failures: number }

export async function load(target: Target, operation: Operation, seconds: number, connections: number): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url + target.paths[operation.name]!,
    requests: (operation.bodies ?? [undefined]).map((body) => ({
      method: operation.method,
      body,
      headers: body === undefined ? ({} as Record<string, string>) : { 'Content-Type': 'application/json' },
    })),
    connections,
    duration: seconds,
  })
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  }
}
