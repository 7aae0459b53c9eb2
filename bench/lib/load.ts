/** @module One autocannon run against one operation of one target. */
import autocannon from 'autocannon'
import { processCpuMicroseconds } from './process-cpu.ts'
import type { Operation, Target } from './start-targets.ts'

export type LoadResult = {
  requestsPerSecond: number
  requests: number
  p50: number
  p99: number
  failures: number
  /** CPU the server's process used per request (user and kernel), where `/proc` tells. */
  serverCpuPerRequest?: number
}

/**
 * @param sessions ids sent as `X-Mock-Session`, one per request in turn (none: no header). Each
 * connection goes through them all; with bodies, each session gets every body in turn.
 * @param pipelining requests each connection sends before it reads an answer (1: none pipelined).
 */
export async function load(
  target: Target,
  operation: Operation,
  seconds: number,
  connections: number,
  sessions: readonly string[] = [],
  pipelining = 1,
): Promise<LoadResult> {
  const bodies = operation.bodies ?? [undefined]
  const ids = sessions.length > 0 ? sessions : [undefined]
  const requests = Array.from({ length: ids.length * bodies.length }, (_, index) => {
    const body = bodies[Math.floor(index / ids.length) % bodies.length]
    const session = ids[index % ids.length]
    return {
      method: operation.method,
      body,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(session === undefined ? {} : { 'X-Mock-Session': session }),
      } as Record<string, string>,
    }
  })
  const cpuBefore = processCpuMicroseconds(target.process.pid)
  const result = await autocannon({
    url: target.url + target.paths[operation.name]!,
    requests,
    connections,
    pipelining,
    duration: seconds,
  })
  const cpuAfter = processCpuMicroseconds(target.process.pid)
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    serverCpuPerRequest: cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0 ? undefined : (cpuAfter - cpuBefore) / result.requests.total,
  }
}
