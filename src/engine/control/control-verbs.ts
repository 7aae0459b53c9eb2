/**
 * @module The control table: every verb of the control API under `/__mock/`,
 * declared once, as `model/operations.ts` declares the service's. The routes,
 * `Mock`'s methods, the HTTP client (dev panel, simulator page, Playwright's
 * server mode) and the control API's OpenAPI paths come from here.
 */
import { z } from '../../model/zod.ts'
import { createOpenApiDocument, type OpenApiDocument } from '../../model/create-openapi-document.ts'
import type { JournalFilter, JournalRecord } from '../journal/request-journal.ts'
import { routeSettingsSchema, type RouteSettings } from '../hybrid/real-service.ts'
import { HttpProblem } from '../problems/http-problem.ts'
import { MockError } from '../problems/mock-error.ts'
import { shownInput } from '../problems/shown-input.ts'
import type { ScenarioChoice } from '../scenarios/scenario-name.ts'
import type { ScheduleEntry } from '../scenarios/schedule.ts'
import type { Session } from '../session/session.ts'
import type { SessionRegistry } from '../session/session-registry.ts'
import { faultSettingsSchema } from '../simulation/faults.ts'
import { latencySettingsSchema } from '../simulation/latency.ts'
import type { OverrideInfo } from '../operations/operation-override.ts'
import { checkedOverride, newOverrideSchema, type OverrideAnswer } from '../operations/override-answer.ts'
import type { OperationId } from '../../model/operations.ts'
import { readJsonObject } from '../request/read-json-body.ts'
import { readSetting } from './control-handler.ts'
import { journalFilterOf, journalQueryOf, journalQuerySchema, pactPartiesOfQuery } from './journal-query.ts'
import { servedServerUrl } from './served-server-url.ts'
import type { Pact, PactParties } from '../journal/pact-v3.ts'
import { verb, type HttpParts, type VerbTable } from './control-verb.ts'
import { withControlApi } from './control-openapi.ts'
import { historyVerbs } from './history-verbs.ts'

const scenarioNameSchema = z.union([z.string(), z.array(z.string()).check(z.minLength(1))])
const scenarioChoiceSchema = z
  .strictObject({ name: z.optional(scenarioNameSchema), value: z.optional(scenarioNameSchema) })
  .check(
    z.refine((body) => (body.name === undefined) !== (body.value === undefined), {
      message: 'Give the scenario as "value" (or "name"), once.',
    }),
  )

const newSessionSchema = z.strictObject({
  id: z.optional(z.string()),
  seed: z.optional(z.int().check(z.refine(Number.isSafeInteger, 'The seed must be a safe integer.'))),
  scenario: z.optional(z.string()),
})

/** The body of every setting: `{ "value": … }`, `null` unsetting it. */
const valueOf = <T>(schema: z.ZodMiniType<T>) => z.strictObject({ value: z.nullable(schema) })

/**
 * A setting of the session: `GET` reads `{ value }` (null when unset, so the scenario decides), `PUT { value }` sets it.
 * `read` gives the setting in force, `write` sets it.
 */
function setting<T>(
  path: `/${string}`,
  what: string,
  schema: z.ZodMiniType<T>,
  read: (session: Session) => T | undefined,
  write: (session: Session, value: T | undefined) => void,
) {
  const shown = (session: Session) => ({ value: read(session) ?? null })
  return {
    get: verb<void, { value: T | null }>({
      method: 'GET',
      path,
      summary: `read the ${what}`,
      description: `The ${what} set on the session, as { value }: null when none is set, so the scenario in force decides.`,
      output: valueOf(schema),
      run: ({ session }) => shown(session),
    }),
    set: verb<T | undefined, { value: T | null }>({
      method: 'PUT',
      path,
      summary: `set the ${what}`,
      description: `Sets the ${what} of the session, over the scenario's; { "value": null } unsets it.`,
      output: valueOf(schema),
      body: valueOf(schema),
      toHttp: (value) => ({ body: { value: value ?? null } }),
      fromHttp: async (request) => (await readSetting(request, valueOf(schema))).value ?? undefined,
      run: ({ session }, value) => (write(session, value), shown(session)),
    }),
  }
}

const latency = setting(
  '/latency',
  'latency',
  latencySettingsSchema,
  (session) => session.settings.latency,
  (session, value) => session.setLatency(value),
)
const faults = setting(
  '/faults',
  'faults',
  faultSettingsSchema,
  (session) => session.settings.faults,
  (session, value) => session.setFaults(value),
)
const auth = setting(
  '/auth',
  'auth',
  z.boolean(),
  (session) => session.settings.auth,
  (session, value) => session.setAuth(value),
)

/** Each operation's mode, and the real service they may go to (`null` when the mock has none). */
function routesOf(session: Session) {
  const { real, routes } = session.settings
  return { value: routes, real: real ? { url: real.url, timeout: real.timeout } : null }
}

/** The schedule as the control API shows it: the entries as given, when it started, each window and whether it is open. */
function scheduleOf(session: Session) {
  const schedule = session.settings.schedule
  return { value: schedule?.entries ?? [], ...(schedule ? schedule.describe() : { started: null, windows: [] }) }
}

/** The served documents of each mock, one per server named: a mock is reached by one or two URLs, not many. */
const openApiDocuments = new WeakMap<object, Map<string | undefined, OpenApiDocument>>()

export const controlVerbs = {
  reset: verb<void, Promise<void>>({
    method: 'POST',
    path: '/reset',
    summary: 'reset the session',
    description:
      'Puts the data back to the seed, clears the journal and the overrides, and unsets the scenario, latency, faults and auth: the state the mock started in. Undo brings the data and settings back.',
    status: 204,
    destructive: true,
    idempotent: true,
    run: ({ session }) => session.reset(),
  }),
  resources: verb<string | undefined, Promise<{ realEstateObjects: string[]; accounts: string[] }>>({
    method: 'GET',
    path: '/resources',
    summary: 'list the resources',
    description:
      'The ids of the real estate objects and the usernames of the accounts that exist now: what getRealEstateObject and getAccount find.',
    output: z.object({ realEstateObjects: z.array(z.string()), accounts: z.array(z.string()) }),
    toHttp: (scenario): HttpParts => (scenario === undefined ? {} : { headers: { 'X-Mock-Scenario': scenario } }),
    fromHttp: (request) => request.header('x-mock-scenario'),
    run: async ({ session }, scenario) => (await session.database(session.settings.scenarioFor(scenario))).listKeys(),
  }),
  scenarios: verb<void, Array<{ name: string; description: string; active: boolean }>>({
    method: 'GET',
    path: '/scenarios',
    summary: 'list the scenarios',
    description: 'Every scenario the mock knows, with what it shows and whether it is in force.',
    output: z.array(z.object({ name: z.string(), description: z.string(), active: z.boolean() })),
    run: ({ session }) => {
      // Each scenario of a stack in force is active.
      const inForce = session.settings.scenario.name.split(',')
      return session.settings.scenarios.map(({ name, description }) => ({
        name,
        description,
        active: inForce.includes(name),
      }))
    },
  }),
  /** The scenario in force; several stack left to right: `useScenario(['slow', 'auth'])` or `useScenario('slow,auth')`. */
  useScenario: verb<ScenarioChoice, { name: string }>({
    method: 'PUT',
    path: '/scenario',
    summary: 'use a scenario',
    description:
      'Puts a scenario in force for the session: "default", "empty", "edge-cases", "slow", "flaky", "auth", "read-only", "maintenance" (the scenarios tool says what each shows). Several stack left to right: "slow,auth" or ["slow", "auth"].',
    output: z.object({ name: z.string() }),
    body: scenarioChoiceSchema,
    toHttp: (value) => ({ body: { value } }),
    fromHttp: async (request) => {
      const { name, value } = await readSetting(request, scenarioChoiceSchema)
      return (value ?? name)!
    },
    run: ({ session }, name) => (session.useScenario(name), { name: session.settings.scenario.name }),
  }),
  setLatency: latency.set,
  setFaults: faults.set,
  setAuth: auth.set,
  /**
   * Hybrid mode: sends operations to the real service (`real`), or there first with the mock answering when it fails
   * (`real-then-mock`); `*` names all four, the operations not named are `mock`; `undefined` goes back to the start's modes.
   */
  setRoutes: verb<RouteSettings | undefined, ReturnType<typeof routesOf>>({
    method: 'PUT',
    path: '/routes',
    summary: 'set the routes',
    description:
      'Hybrid mode: sends operations to the real service (real), or there first with the mock answering when it fails (real-then-mock); "*" names all four; null goes back to the start\'s modes.',
    body: valueOf(routeSettingsSchema),
    toHttp: (value) => ({ body: { value: value ?? null } }),
    fromHttp: async (request) => (await readSetting(request, valueOf(routeSettingsSchema))).value ?? undefined,
    run: ({ session }, routes) => (session.setRoutes(routes), routesOf(session)),
  }),
  /**
   * Puts scenarios on a schedule, on the mock's clock from now (fake timers drive it): while a window is open its
   * scenario stacks on top of the one in force. `[]` clears it; `reset()` goes back to the options' schedule.
   */
  setSchedule: verb<readonly ScheduleEntry[] | undefined, ReturnType<typeof scheduleOf>>({
    method: 'PUT',
    path: '/schedule',
    summary: 'set the schedule',
    description:
      'Stacks scenarios on top of the one in force while time windows are open, on the mock\'s clock from now: entries { scenario, after, for?, every? } with durations such as "30s"; [] clears it.',
    body: valueOf(z.array(z.unknown())),
    toHttp: (entries) => ({ body: { value: entries ?? null } }),
    fromHttp: async (request) =>
      ((await readSetting(request, valueOf(z.array(z.unknown())))).value ?? []) as ScheduleEntry[],
    run: ({ session }, entries) => {
      try {
        session.setSchedule(entries)
      } catch (error) {
        // The entries' pointers are within the list; the body holds it under `value`.
        if (error instanceof HttpProblem)
          throw new HttpProblem('validationFailed', error.message, {
            errors: error.errors?.map((field) => ({ ...field, pointer: `/value${field.pointer}` })),
          })
        throw error
      }
      return scheduleOf(session)
    },
  }),
  /** The settings in force, each as the control API shows it. */
  settings: {
    scenario: verb<void, { name: string }>({
      method: 'GET',
      path: '/scenario',
      summary: 'read the scenario',
      description: 'The name of the scenario in force for the session (several stacked read "slow,auth").',
      output: z.object({ name: z.string() }),
      run: ({ session }) => ({ name: session.settings.scenario.name }),
    }),
    latency: latency.get,
    faults: faults.get,
    auth: auth.get,
    routes: verb<void, ReturnType<typeof routesOf>>({
      method: 'GET',
      path: '/routes',
      summary: 'read the routes',
      run: ({ session }) => routesOf(session),
    }),
    schedule: verb<void, ReturnType<typeof scheduleOf>>({
      method: 'GET',
      path: '/schedule',
      summary: 'read the schedule',
      run: ({ session }) => scheduleOf(session),
    }),
  },
  /** The session's journal. */
  requests: {
    /** Filtered as fields that must be equal: `{ operation: 'updateAccountSettings', status: 422 }`. */
    filter: verb<JournalFilter | undefined, JournalRecord[]>({
      method: 'GET',
      path: '/requests',
      summary: 'read the journal',
      description:
        'What the app sent and what the mock answered, oldest first: each request with its operation, status, time, scenario, caller and bodies. Fields given filter it.',
      query: journalQuerySchema,
      toHttp: (filter) => ({ query: journalQueryOf(filter ?? {}) }),
      fromHttp: (request) => journalFilterOf(request.query),
      run: ({ session }, filter) => session.journal.filter(filter),
    }),
    clear: verb<void, void>({
      method: 'DELETE',
      path: '/requests',
      summary: 'clear the journal',
      description: 'Forgets every request of the session journal.',
      status: 204,
      run: ({ session }) => session.journal.clear(),
    }),
    // HAR has no registered media type; browsers save it as JSON.
    toHAR: verb<void, ReturnType<Session['journal']['toHAR']>>({
      method: 'GET',
      path: '/requests.har',
      summary: 'export the journal as HAR',
      run: ({ session }) => session.journal.toHAR(),
    }),
    /** A Pact v3 file of the session's answers (defaults: consumer `frontend`, provider `real-estate-service`). */
    toPact: verb<PactParties | undefined, Pact>({
      method: 'GET',
      path: '/requests.pact',
      summary: 'export the journal as a Pact',
      query: z.object({ consumer: z.optional(z.string()), provider: z.optional(z.string()) }),
      toHttp: (parties = {}) => ({
        query: Object.fromEntries(Object.entries(parties).filter(([, value]) => value !== undefined)) as Record<
          string,
          string
        >,
      }),
      fromHttp: (request) => pactPartiesOfQuery(request.query),
      run: ({ session }, parties) => session.journal.toPact(parties),
    }),
  },
  /**
   * Operations answered your way, given as data: `overrides.add({ operation: 'getAccount', status: 503, once: true })`.
   * `mock.override` is the friendlier form (and in-process, it takes a resolver too); `reset()` clears them.
   */
  overrides: {
    add: verb<{ operation: OperationId } & OverrideAnswer, OverrideInfo>({
      method: 'POST',
      path: '/overrides',
      summary: 'override an operation',
      description:
        "Answers one operation with a fixed answer of your own until reset, or for the next request only with once: status (default 200), headers, body (any JSON; left out for a status of 400 and above, the mock's problem+json), delay in ms on top of the latency. The request still meets the scenario, faults, auth and the journal. The newest override of an operation wins.",
      status: 201,
      body: newOverrideSchema,
      output: z.intersection(newOverrideSchema, z.object({ id: z.string() })),
      toHttp: (given) => ({ body: given }),
      fromHttp: (request) => readJsonObject(request) as Promise<{ operation: OperationId } & OverrideAnswer>,
      run: ({ session }, given) => {
        const { operation, ...answer } = checkedOverride(newOverrideSchema, given)
        return session.override(operation, answer)
      },
    }),
    remove: verb<string, void>({
      method: 'DELETE',
      path: '/overrides/:id',
      summary: 'remove an override',
      description: 'Removes one override by the id its adding gave; the operation answers as before it.',
      status: 204,
      toHttp: (id) => ({ params: { id } }),
      fromHttp: (_, { id }) => id!,
      run: ({ session }, id) => {
        if (!session.removeOverride(id))
          throw new MockError(
            'UNKNOWN_OVERRIDE',
            `There is no override "${shownInput(id)}" (removed, used up by its once, or cleared by a reset).`,
          )
      },
    }),
  },
  /** The session's versions, undo and snapshots; state files in and out. */
  history: historyVerbs(),
  /** The mock's sessions. */
  sessions: {
    list: verb<void, ReturnType<SessionRegistry['list']>>({
      method: 'GET',
      path: '/sessions',
      summary: 'list the sessions',
      run: ({ sessions }) => sessions.list(),
    }),
    create: verb<{ id?: string; seed?: number; scenario?: string } | undefined, ReturnType<SessionRegistry['create']>>({
      method: 'POST',
      path: '/sessions',
      summary: 'open a session',
      description:
        'Opens a session: state of its own (data, scenario, journal), named by the "session" of the other tools and by the app\'s X-Mock-Session header.',
      status: 201,
      body: newSessionSchema,
      toHttp: (start) => ({ body: start ?? {} }),
      fromHttp: (request) => readSetting(request, newSessionSchema),
      run: ({ sessions }, { id, seed, scenario } = {}) => {
        // Checked before the session exists, so a wrong name leaves nothing behind.
        if (scenario !== undefined) sessions.default.settings.scenarioNamed(scenario)
        return sessions.create(id, { seed, scenario })
      },
    }),
    delete: verb<string, void>({
      method: 'DELETE',
      path: '/sessions/:id',
      summary: 'delete a session',
      status: 204,
      toHttp: (id) => ({ params: { id } }),
      // Valid ids need no percent-decoding; anything encoded is no session's id.
      fromHttp: (_, { id }) => id!,
      run: ({ sessions }, id) => {
        if (!sessions.delete(id)) throw new MockError('UNKNOWN_SESSION', `There is no session "${shownInput(id)}".`)
      },
    }),
  },
  /** The OpenAPI document; over HTTP its `servers` name the mock as the request reached it. */
  openApiDocument: verb<string | undefined, OpenApiDocument>({
    method: 'GET',
    path: '/openapi.json',
    summary: 'read the OpenAPI document',
    fromHttp: (request) => servedServerUrl(request, '*'),
    run: ({ sessions }, reachedAt) => {
      const { svc, baseUrl, controlPrefix } = sessions.shared
      const serverUrl = baseUrl === '*' ? reachedAt : baseUrl
      const documents = openApiDocuments.get(sessions) ?? new Map<string | undefined, OpenApiDocument>()
      openApiDocuments.set(sessions, documents)
      let document = documents.get(serverUrl)
      if (!document) {
        if (documents.size >= 16) documents.clear()
        documents.set(
          serverUrl,
          (document = withControlApi(createOpenApiDocument({ svc, serverUrl }), controlPrefix, controlVerbs)),
        )
      }
      return document
    },
  }),
} as const satisfies VerbTable

export type ControlVerbs = typeof controlVerbs
