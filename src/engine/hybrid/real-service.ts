/**
 * @module The real service beside the mock (hybrid mode): where it is, what
 * every forwarded request carries, how long it may take, and which operations
 * go to it. Each operation has a mode: `mock` (the default), `real`, or
 * `real-then-mock` (the mock answers when the real service fails).
 */
import { z } from '../../model/zod.ts'
import { operationIds, type OperationId } from '../../model/operations.ts'

export const routeModes = ['mock', 'real', 'real-then-mock'] as const
export type RouteMode = (typeof routeModes)[number]

/** A mode per operation; `*` stands for all four (`{ '*': 'real-then-mock', getAccount: 'mock' }`). Unnamed ones are `mock`. */
export type RouteSettings = Partial<Record<OperationId | '*', RouteMode>>

/** Every operation with its mode, as the control API shows them. */
export type RouteTable = Record<OperationId, RouteMode>

const modeSchema = z.enum(routeModes, {
  error: () => ({ message: `a route's mode is one of ${routeModes.join(', ')}` }),
})

export const routeSettingsSchema: z.ZodMiniType<RouteSettings> = z.partialRecord(
  z.enum(['*', ...operationIds], {
    error: () => ({ message: `a route is named by an operation (${operationIds.join(', ')}) or "*"` }),
  }),
  modeSchema,
)

/** Milliseconds the real service has to answer before the request counts as failed (`--real-timeout`). */
export const defaultRealTimeout = 3000

export type RealServiceOptions = {
  /** Origin (and path) the service's paths are appended to: `https://staging.example.com`. */
  url: string
  /** Headers every forwarded request carries, over the client's own (an API key of the staging service). */
  headers?: Readonly<Record<string, string>>
  /** Milliseconds before a forwarded request counts as failed: `504` for `real`, the mock's answer for `real-then-mock`. Default 3000. */
  timeout?: number
  /** The mode of each operation; default `mock` for every one. */
  routes?: RouteSettings
}

/** Forwards one request to the real service: `fetch`, or what an adapter uses in its place (msw's `bypass`). */
export type Forward = (request: Request) => Promise<Response>

/** The real service as the engine uses it: checked, with its defaults. */
export type RealService = {
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  /** The names of `headers` in lower case: a client's header of one of these names is replaced, not sent twice. */
  readonly headerNames: ReadonlySet<string>
  readonly timeout: number
  readonly routes: RouteTable
}

/** The options checked once, when the mock is made: a bad URL or timeout is a `TypeError` naming it. */
export function realServiceOf(options: RealServiceOptions | undefined): RealService | undefined {
  if (options === undefined) return undefined
  let url: URL
  try {
    url = new URL(options.url)
  } catch {
    throw new TypeError(
      `Failed to create the mock: the real service's url must be an absolute http(s) URL, got "${String(options.url)}".`,
    )
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(
      `Failed to create the mock: the real service's url must be http or https, got "${options.url}".`,
    )
  }
  const timeout = options.timeout ?? defaultRealTimeout
  if (!Number.isFinite(timeout) || timeout <= 0)
    throw new TypeError(
      `Failed to create the mock: the real service's timeout must be a positive number of ms, got ${String(options.timeout)}.`,
    )
  const routes = routeSettingsSchema.safeParse(options.routes ?? {})
  if (!routes.success)
    throw new TypeError(
      `Failed to create the mock: the real service's routes are not valid: ${routes.error.issues.map((issue) => issue.message).join('; ')}.`,
    )
  return {
    // Without a trailing slash: the service's paths begin with one.
    url: `${url.origin}${url.pathname.replace(/\/+$/, '')}`,
    headers: options.headers ?? {},
    headerNames: new Set(Object.keys(options.headers ?? {}).map((name) => name.toLowerCase())),
    timeout,
    routes: routeTableOf(routes.data),
  }
}

/** `settings` with every operation named: `*` first, then each named one, `mock` for the rest. */
export function routeTableOf(settings: RouteSettings): RouteTable {
  const every = settings['*'] ?? 'mock'
  return Object.fromEntries(operationIds.map((id) => [id, settings[id] ?? every])) as RouteTable
}
