/**
 * @module Injected failures: an error status with a problem body, a network
 * error, or a response that never comes; always or at a seeded random rate.
 */
import { z } from '../../model/zod.ts'
import { operationIds, type OperationId } from '../../model/operations.ts'
import type { RandomStream } from './seeded-random.ts'

/** The numbers below `N`: TypeScript has no range type, so the tuple is counted up. */
type Below<N extends number, Counted extends number[] = []> = Counted['length'] extends N
  ? Counted[number]
  : Below<N, [...Counted, Counted['length']]>

/** A status a fault may answer with: 400 to 599, an error the client must handle. */
export type FaultStatus = Exclude<Below<600>, Below<400>>

const faultSchema = z.union([
  z.strictObject({
    status: z
      .number()
      .check(
        z.int(),
        z.gte(400, 'a fault answers with an error status, 400 to 599'),
        z.lte(599, 'a fault answers with an error status, 400 to 599'),
      ) as unknown as z.ZodMiniType<FaultStatus>,
    /** Seconds, sent as `Retry-After`; 429 and 503 get one by default. */
    retryAfter: z.optional(z.number().check(z.int(), z.nonnegative())),
  }),
  z.literal('network-error'),
  z.literal('hang'),
])

const faultRuleSchema = z.union([
  faultSchema,
  z.strictObject({
    /** Share of requests that fail, from 0 to 1. */
    rate: z.number().check(z.gte(0), z.lte(1)),
    /** What a failing request gets; one is picked at random when several are given. */
    faults: z.union([faultSchema, z.array(faultSchema).check(z.minLength(1))]),
  }),
])

const faultsByOperationShape = Object.fromEntries(
  ['all', ...operationIds].map((key) => [key, z.optional(faultRuleSchema)]),
) as Record<'all' | OperationId, z.ZodMiniOptional<typeof faultRuleSchema>>

export const faultSettingsSchema = z.strictObject({
  ...faultsByOperationShape,
  /** Seed of the random draws; the mock's seed when absent. */
  seed: z.optional(z.number().check(z.int())),
})

export type Fault = z.infer<typeof faultSchema>
export type FaultRule = z.infer<typeof faultRuleSchema>
/**
 * Injected failures, per operation (or `all`): a status (400 to 599), `'network-error'` or `'hang'`, optionally at a `rate` from 0 to 1; `seed` seeds the draws.
 *
 * @example
 * ```ts
 * import type { FaultSettings } from 'real-estate-service-mock'
 *
 * const flaky: FaultSettings = { getAccount: { rate: 0.5, faults: { status: 503 } } }
 * ```
 */
export type FaultSettings = z.infer<typeof faultSettingsSchema>

/** Seconds a client is told to wait when the fault names none. */
export const defaultRetryAfterSeconds = 2

/** The fault this request gets, if any. Draws from `random` only for rules with a rate. */
export function pickFault(
  settings: FaultSettings | undefined,
  operation: OperationId | null,
  random: RandomStream,
): Fault | undefined {
  const rule = (operation && settings?.[operation]) ?? settings?.all
  if (rule === undefined) return undefined
  if (typeof rule === 'string' || 'status' in rule) return rule
  if (random.next() >= rule.rate) return undefined
  const choices = Array.isArray(rule.faults) ? rule.faults : [rule.faults]
  return choices[Math.floor(random.next() * choices.length)]
}

/** Faults layered: each operation's rule in `over` replaces the one in `under`. */
export function layerFaults(
  under: FaultSettings | undefined,
  over: FaultSettings | undefined,
): FaultSettings | undefined {
  if (!under) return over
  if (!over) return under
  return { ...under, ...over }
}
