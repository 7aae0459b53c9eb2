/**
 * @module Simulated response time: a fixed delay, a range with seeded jitter,
 * or a response that never comes; globally (`all`) or per operation.
 */
import { z } from '../../model/zod.ts'
import { operationIds, type OperationId } from '../../model/operations.ts'
import type { RandomStream } from './seeded-random.ts'

const milliseconds = z.number().check(z.int(), z.nonnegative(), z.lte(600_000))

export const latencySpecSchema = z.union([
  milliseconds,
  z
    .tuple([milliseconds, milliseconds])
    .check(z.refine(([min, max]) => min <= max, { message: 'min must not exceed max' })),
  z.literal('infinite'),
])

const latencyByOperationShape = Object.fromEntries(
  ['all', ...operationIds].map((key) => [key, z.optional(latencySpecSchema)]),
) as Record<'all' | OperationId, z.ZodMiniOptional<typeof latencySpecSchema>>

/** Either one spec for every operation, or `{ all?, getAccount?, … }`. */
export const latencySettingsSchema = z.union([latencySpecSchema, z.strictObject(latencyByOperationShape)])

/** Milliseconds, `[min, max]` milliseconds with seeded jitter, or `'infinite'`. */
export type LatencySpec = z.infer<typeof latencySpecSchema>
/**
 * Simulated response time: one spec for every operation, or `{ all?, getAccount?, … }`; a spec is milliseconds, `[min, max]` milliseconds with seeded jitter, or `'infinite'`.
 *
 * @example
 * ```ts
 * import type { LatencySettings } from 'real-estate-service-mock'
 *
 * const slowSettings: LatencySettings = { all: [100, 300], updateAccountSettings: 2000 }
 * ```
 */
export type LatencySettings = z.infer<typeof latencySettingsSchema>

/** The spec that applies to `operation`: its own, else the global one. */
export function latencyFor(
  settings: LatencySettings | undefined,
  operation: OperationId | null,
): LatencySpec | undefined {
  if (
    settings === undefined ||
    typeof settings === 'number' ||
    typeof settings === 'string' ||
    Array.isArray(settings)
  ) {
    return settings as LatencySpec | undefined
  }
  const perOperation = settings as Partial<Record<'all' | OperationId, LatencySpec>>
  return (operation && perOperation[operation]) ?? perOperation.all
}

/** How long to wait, in milliseconds, or `'infinite'`. Draws from `random` only for ranges. */
export function delayOf(spec: LatencySpec | undefined, random: RandomStream): number | 'infinite' {
  if (spec === undefined) return 0
  if (spec === 'infinite' || typeof spec === 'number') return spec
  const [min, max] = spec
  return Math.round(min + random.next() * (max - min))
}

/**
 * Latency layered: `over` wins per operation, where `all` counts as one of
 * them (as `layerFaults` does for faults). A single spec stands for `{ all }`.
 */
export function layerLatency(
  under: LatencySettings | undefined,
  over: LatencySettings | undefined,
): LatencySettings | undefined {
  if (under === undefined) return over
  if (over === undefined) return under
  const perOperation = (settings: LatencySettings) => (isSingleSpec(settings) ? { all: settings } : settings)
  return { ...perOperation(under), ...perOperation(over) } as LatencySettings
}

function isSingleSpec(settings: LatencySettings): settings is LatencySpec {
  return typeof settings === 'number' || typeof settings === 'string' || Array.isArray(settings)
}
