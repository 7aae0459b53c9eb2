/**
 * @module Consecutive free ports of 127.0.0.1, for a program that takes a
 * first port and counts up from it (the scale-out recipe's copies), where
 * port 0 cannot be used.
 */
import { createServer } from 'node:net'

/** Whether nothing listens on `port` of 127.0.0.1 right now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/**
 * The first of `count` consecutive ports that are free now, from a random
 * start above the well-known ports and below Linux's ephemeral range.
 */
export async function freeConsecutivePorts(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const first = 20_000 + Math.floor(Math.random() * 12_000)
    const checks = await Promise.all(Array.from({ length: count }, (_, index) => isFree(first + index)))
    if (checks.every(Boolean)) return first
  }
  throw new Error(`Failed to find ${count} consecutive free ports between 20000 and 32000 in 50 tries.`)
}
