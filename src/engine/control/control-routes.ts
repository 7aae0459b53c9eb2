/**
 * @module The control API under `/__mock/` (never under `/{svc}/v1`): list
 * ids, reset, the OpenAPI document, the journal (also as HAR), and the scenario, latency,
 * fault and auth settings, each of the session the request names; and the
 * sessions themselves. Every door serves it through the engine.
 */
import { z } from 'zod'
import { createOpenApiDocument } from '../../model/create-openapi-document.ts'
import { faultSettingsSchema } from '../simulation/faults.ts'
import { latencySettingsSchema } from '../simulation/latency.ts'
import type { ScheduleEntry } from '../scenarios/schedule.ts'
import { answer } from '../exchange/engine-types.ts'
import { HttpProblem } from '../problems/http-problem.ts'
import type { Session } from '../session/session.ts'
import { json, noContent, readSetting, type ControlHandler } from './control-handler.ts'
import { sessionRoutes } from './session-routes.ts'
import { historyRoutes } from './history-routes.ts'
import { journalFilterOf } from './journal-query.ts'
import { routeSettingsSchema } from '../hybrid/real-service.ts'
import type { SessionRegistry } from '../session/session-registry.ts'

const scenarioNameSchema = z.union([z.string(), z.array(z.string()).min(1)])
const scenarioChoiceSchema = z
  .strictObject({ name: scenarioNameSchema.optional(), value: scenarioNameSchema.optional() })
  .refine((body) => (body.name === undefined) !== (body.value === undefined), { message: 'Give the scenario as "value" (or "name"), once.' })

/** Handlers of one control path, by method. */
export type ControlRoutes = ReadonlyMap<string, Readonly<Record<string, ControlHandler>>>

/**
 * The control API's paths below the prefix (`/resources`, …) and what each
 * method does there. Paths with a name in them are keyed by pattern (`controlRouteKey`).
 */
export function createControlRoutes(sessions: SessionRegistry): ControlRoutes {
  const svc = sessions.default.svc
  let openApiText: string | undefined
  return new Map<string, Record<string, ControlHandler>>([
    [
      '/resources',
      {
        GET: async (request, session) => {
          const state = session()
          return json((await state.database(state.scenarioFor(request.header('x-mock-scenario')))).listKeys())
        },
      },
    ],
    ['/reset', { POST: async (_, session) => (await session().reset(), noContent()) }],
    ['/openapi.json', { GET: () => answer(200, (openApiText ??= JSON.stringify(createOpenApiDocument({ svc })))) }],
    // Filtered as mock.requests.filter is: ?operation=updateAccountSettings&status=422.
    ['/requests', { GET: (request, session) => json(session().journal.filter(journalFilterOf(request.query))), DELETE: (_, session) => (session().journal.clear(), noContent()) }],
    // HAR has no registered media type; browsers save it as JSON.
    ['/requests.har', { GET: (_, session) => json(session().journal.toHAR()) }],
    [
      '/scenarios',
      {
        GET: (_, session) => {
          const state = session()
          // Each scenario of a stack in force is active.
          const inForce = state.scenario.name.split(',')
          return json(state.scenarios.map(({ name, description }) => ({ name, description, active: inForce.includes(name) })))
        },
      },
    ],
    [
      '/scenario',
      {
        GET: (_, session) => json({ name: session().scenario.name }),
        // `{ "name": "slow" }`, or `{ "value": … }` as the other settings take it; several stack: `"slow,auth"` or `["slow", "auth"]`.
        PUT: async (request, session) => {
          const { name, value } = await readSetting(request, scenarioChoiceSchema)
          const state = session()
          state.useScenario((value ?? name)!)
          return json({ name: state.scenario.name })
        },
      },
    ],
    ['/latency', settingEndpoints(latencySettingsSchema, (state) => state.overrides.latency, (state, value) => state.setLatency(value))],
    ['/faults', settingEndpoints(faultSettingsSchema, (state) => state.overrides.faults, (state, value) => state.setFaults(value))],
    [
      '/schedule',
      {
        GET: (_, session) => json(scheduleOf(session())),
        PUT: async (request, session) => {
          const { value } = await readSetting(request, z.strictObject({ value: z.array(z.unknown()).nullable() }))
          const state = session()
          try {
            state.setSchedule((value ?? []) as ScheduleEntry[])
          } catch (error) {
            // The entries' pointers are within the list; the body holds it under `value`.
            if (error instanceof HttpProblem) throw new HttpProblem('validationFailed', error.message, { errors: error.errors?.map((field) => ({ ...field, pointer: `/value${field.pointer}` })) })
            throw error
          }
          return json(scheduleOf(state))
        },
      },
    ],
    [
      '/routes',
      {
        GET: (_, session) => json(routesOf(session())),
        // `{ "value": { "getAccount": "real", "*": "real-then-mock" } }`; the operations not named are `mock`; `null`: the start's modes.
        PUT: async (request, session) => {
          const { value } = await readSetting(request, z.strictObject({ value: routeSettingsSchema.nullable() }))
          const state = session()
          state.setRoutes(value ?? undefined)
          return json(routesOf(state))
        },
      },
    ],
    ['/auth', settingEndpoints(z.boolean(), (state) => state.overrides.auth, (state, value) => state.setAuth(value))],
    ...sessionRoutes(sessions),
    ...historyRoutes(),
  ])
}

/** Paths with a name or number in them, and the key their handlers are kept under. */
const patternedPaths: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/sessions\/[^/]+$/, '/sessions/:id'],
  [/^\/snapshots\/[^/]+$/, '/snapshots/:name'],
  [/^\/snapshots\/[^/]+\/restore$/, '/snapshots/:name/restore'],
  [/^\/timeline\/[^/]+\/restore$/, '/timeline/:version/restore'],
]

/** The key of a control path below the prefix: itself, or its pattern's (`/sessions/:id`). */
export function controlRouteKey(below: string): string {
  return patternedPaths.find(([pattern]) => pattern.test(below))?.[1] ?? below
}

/** Each operation's mode, and the real service they may go to (`null` when the mock has none). */
function routesOf(state: Session) {
  const real = state.real
  return { value: state.routes, real: real ? { url: real.url, timeout: real.timeout } : null }
}

/** The schedule as the control API shows it: the entries as given, when it started, each window and whether it is open. */
function scheduleOf(state: Session) {
  const schedule = state.schedule
  return { value: schedule?.entries ?? [], ...(schedule ? schedule.describe() : { started: null, windows: [] }) }
}

/** `GET` answers `{ value }` (null when unset, so the scenario decides); `PUT { value }` sets it, `null` unsets it. */
function settingEndpoints<T>(
  schema: z.ZodType<T>,
  read: (state: Session) => T | undefined,
  write: (state: Session, value: T | undefined) => void,
): Record<string, ControlHandler> {
  return {
    GET: (_, session) => json({ value: read(session()) ?? null }),
    PUT: async (request, session) => {
      const { value } = await readSetting(request, z.strictObject({ value: schema.nullable() }))
      const state = session()
      write(state, value ?? undefined)
      return json({ value: read(state) ?? null })
    },
  }
}
