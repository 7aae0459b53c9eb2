/**
 * @module Concern 3: seeding, heap, lookup and reset at growing data sizes,
 * each size in a fresh process, with the growth factor per 10× data.
 */
import { compare, type BenchRow } from './lib/bench-row.ts'
import { runScript } from './lib/child-process.ts'
import { runConcern } from './lib/run-concern.ts'

type Probe = {
  seedMs: number
  heapMb: number
  heapDeltaMb: number
  lookupNs: number
  scanNs: number
  resetAfterPatchMs: number
  resetAfterObjectEditMs: number
  lookupAfterResetMs: number
  resetAfterMiddleDeleteMs: number
}

const defaultSize = 25

runConcern(async (settings) => {
  const probes = new Map<number, Probe>()
  for (const size of settings.scaleSizes) {
    probes.set(size, await runScript<Probe>('probes/scale-probe.ts', [String(size), String(settings.quick ? 3 : 9)]))
  }
  const sizes = [...probes.keys()]
  const growth = (size: number, pick: (probe: Probe) => number) => {
    const previous = sizes[sizes.indexOf(size) - 1]
    if (previous === undefined) return []
    const factor = (pick(probes.get(size)!) / pick(probes.get(previous)!)) * (1 / (size / previous / 10))
    return [
      {
        against: `per 10× from ${previous.toLocaleString('en-US')}`,
        value: pick(probes.get(previous)!),
        ratio: factor,
      },
    ]
  }
  const rows: BenchRow[] = []
  for (const [size, probe] of probes) {
    const label = `${size.toLocaleString('en-US')} objects`
    const is = (count: number) => size === count
    rows.push(
      {
        concern: 'scale',
        measure: `create + seed, ${label}`,
        value: probe.seedMs,
        unit: 'ms',
        comparisons: growth(size, (p) => p.seedMs),
        ...(is(100_000) ? { target: '< 3000 ms', met: probe.seedMs < 3000 } : {}),
      },
      {
        concern: 'scale',
        measure: `heap after seeding, ${label}`,
        value: probe.heapMb,
        unit: 'MB',
        comparisons: growth(size, (p) => p.heapDeltaMb),
        ...(is(100_000) ? { target: '< 300 MB', met: probe.heapMb < 300 } : {}),
      },
      {
        concern: 'scale',
        measure: `lookup by id, ${label}`,
        value: probe.lookupNs,
        unit: 'ns',
        comparisons: [...growth(size, (p) => p.lookupNs), compare('scan (findFirst)', probe.lookupNs, probe.scanNs)],
        // Constant time: far below a scan, which grows with the data; memory caches still make large maps slower.
        target: 'O(1): ≪ a scan at every size',
        met: probe.lookupNs * 20 < probe.scanNs || size <= defaultSize,
      },
      {
        concern: 'scale',
        measure: `reset() after a PATCH, ${label}`,
        value: probe.resetAfterPatchMs,
        unit: 'ms',
        comparisons: growth(size, (p) => p.resetAfterPatchMs),
        ...(is(defaultSize)
          ? { target: '< 1 ms', met: probe.resetAfterPatchMs < 1 }
          : is(10_000)
            ? { target: '< 50 ms', met: probe.resetAfterPatchMs < 50 }
            : {}),
      },
      {
        concern: 'scale',
        measure: `reset() after an object edit, ${label}`,
        value: probe.resetAfterObjectEditMs,
        unit: 'ms',
        comparisons: growth(size, (p) => p.resetAfterObjectEditMs),
        ...(is(defaultSize)
          ? { target: '< 1 ms', met: probe.resetAfterObjectEditMs < 1 }
          : is(10_000)
            ? { target: '< 50 ms', met: probe.resetAfterObjectEditMs < 50 }
            : is(100_000)
              ? { target: '< 10 ms', met: probe.resetAfterObjectEditMs < 10 }
              : {}),
      },
      {
        concern: 'scale',
        measure: `reset() after deleting the middle object, ${label}`,
        value: probe.resetAfterMiddleDeleteMs,
        unit: 'ms',
        comparisons: [
          ...growth(size, (p) => p.resetAfterMiddleDeleteMs),
          compare('create + seed', probe.resetAfterMiddleDeleteMs, probe.seedMs),
        ],
        // The records from the deleted one on are put back by reference: linear, at most what seeding costs, never a scan per record.
        target: '≤ create + seed',
        met: probe.resetAfterMiddleDeleteMs <= probe.seedMs,
      },
      {
        concern: 'scale',
        measure: `first lookup after an object edit's reset(), ${label}`,
        value: probe.lookupAfterResetMs,
        unit: 'ms',
        // The id index follows edits in place: the request after a reset does not rebuild it.
        target: '< 1 ms',
        met: probe.lookupAfterResetMs < 1,
      },
    )
  }
  return rows
})
