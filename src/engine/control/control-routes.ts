/**
 * @module The control API's routes under `/__mock/` (never under `/{svc}/v1`),
 * derived from the control table: each verb's path and method, its input read
 * from the request, its output as the answer. Every adapter serves them through
 * the engine.
 */
import { answer } from '../exchange/engine-types.ts'
import type { SessionRegistry } from '../session/session-registry.ts'
import type { ControlHandler } from './control-handler.ts'
import { verbsOf, type AnyVerb } from './control-verb.ts'
import { controlVerbs } from './control-verbs.ts'

/** Handlers of one control path, by method. */
export type ControlRoutes = ReadonlyMap<string, Readonly<Record<string, ControlHandler>>>

/** The order `Allow` lists methods in. */
const methodOrder = ['GET', 'POST', 'PUT', 'DELETE']

/**
 * The control API's paths below the prefix (`/resources`, …) and what each
 * method does there. Paths with a name in them are keyed by pattern (`controlRouteKey`).
 */
export function createControlRoutes(sessions: SessionRegistry): ControlRoutes {
  const routes = new Map<string, Record<string, ControlHandler>>()
  for (const [, verb] of verbsOf(controlVerbs)) {
    const handlers = routes.get(verb.path) ?? {}
    handlers[verb.method] = handlerOf(verb, sessions)
    routes.set(
      verb.path,
      Object.fromEntries(Object.entries(handlers).sort(([a], [b]) => methodOrder.indexOf(a) - methodOrder.indexOf(b))),
    )
  }
  return routes
}

function handlerOf(verb: AnyVerb, sessions: SessionRegistry): ControlHandler {
  const status = verb.status ?? 200
  return async (request, session) => {
    const input: unknown = verb.fromHttp ? await verb.fromHttp(request, paramsOf(verb.path, request.path)) : undefined
    const output: unknown = await verb.run(
      {
        get session() {
          return session()
        },
        sessions,
      },
      input,
    )
    return status === 204 ? answer(204, null) : answer(status, JSON.stringify(output))
  }
}

/** The patterned paths (`/snapshots/:name`) as regular expressions, and their keys. */
const patternedPaths: ReadonlyArray<readonly [RegExp, string]> = [
  ...new Set([...verbsOf(controlVerbs)].map(([, verb]) => verb.path)),
]
  .filter((path) => path.includes('/:'))
  .map((path) => [new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`), path] as const)

/** The key of a control path below the prefix: itself, or its pattern's (`/sessions/:id`). */
export function controlRouteKey(below: string): string {
  return patternedPaths.find(([pattern]) => pattern.test(below))?.[1] ?? below
}

/** The values of a pattern's `:names` in a path: the segments at their places, not percent-decoded (names and versions need none). */
function paramsOf(pattern: string, path: string): Record<string, string> {
  const names = pattern.split('/')
  const segments = path.split('/').slice(-names.length)
  return Object.fromEntries(
    names.flatMap((name, index) => (name.startsWith(':') ? [[name.slice(1), segments[index] ?? '']] : [])),
  )
}
