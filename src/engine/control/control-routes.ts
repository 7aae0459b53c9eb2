/**
 * @module The control API under `/__mock/` (never under `/{svc}/v1`): list
 * ids, reset, the OpenAPI document, the journal, and the scenario, latency,
 * fault and auth settings. Every door serves it through the engine.
 */
import { z } from 'zod'
import { fieldErrorsOf } from '../../model/field-errors-of.ts'
import { createOpenApiDocument } from '../../model/create-openapi-document.ts'
import { faultSettingsSchema } from '../behaviour/faults.ts'
import { latencySettingsSchema } from '../behaviour/latency.ts'
import { answer, type EngineAnswer, type EngineRequest } from '../engine-types.ts'
import { HttpProblem } from '../http-problem.ts'
import type { MockState } from '../mock-state.ts'
import { readJsonObject } from '../read-json-body.ts'

type ControlHandler = (request: EngineRequest) => Promise<EngineAnswer> | EngineAnswer
/** Handlers of one control path, by method. */
export type ControlRoutes = ReadonlyMap<string, Readonly<Record<string, ControlHandler>>>

const noContent = () => answer(204, null)
const json = (value: unknown) => answer(200, JSON.stringify(value))

/** The control API's paths below the prefix (`/resources`, …) and what each method does there. */
export function createControlRoutes(state: MockState): ControlRoutes {
  let openApiText: string | undefined
  return new Map<string, Record<string, ControlHandler>>([
    ['/resources', { GET: async (request) => json((await state.database(state.scenarioFor(request.header('x-mock-scenario')))).listKeys()) }],
    ['/reset', { POST: async () => (await state.reset(), noContent()) }],
    ['/openapi.json', { GET: () => answer(200, (openApiText ??= JSON.stringify(createOpenApiDocument({ svc: state.svc })))) }],
    ['/requests', { GET: () => json(state.journal.all()), DELETE: () => (state.journal.clear(), noContent()) }],
    ['/scenarios', { GET: () => json(state.scenarios.map(({ name, description }) => ({ name, description, active: name === state.scenario.name }))) }],
    [
      '/scenario',
      {
        GET: () => json({ name: state.scenario.name }),
        PUT: async (request) => {
          const { name } = await readSetting(request, z.strictObject({ name: z.string() }))
          state.useScenario(name)
          return json({ name })
        },
      },
    ],
    ['/latency', settingEndpoints(latencySettingsSchema, () => state.overrides.latency, (value) => state.setLatency(value))],
    ['/faults', settingEndpoints(faultSettingsSchema, () => state.overrides.faults, (value) => state.setFaults(value))],
    ['/auth', settingEndpoints(z.boolean(), () => state.overrides.auth, (value) => state.setAuth(value))],
  ])
}

/** `GET` answers `{ value }` (null when unset, so the scenario decides); `PUT { value }` sets it, `null` unsets it. */
function settingEndpoints<T>(schema: z.ZodType<T>, read: () => T | undefined, write: (value: T | undefined) => void): Record<string, ControlHandler> {
  return {
    GET: () => json({ value: read() ?? null }),
    PUT: async (request) => {
      const { value } = await readSetting(request, z.strictObject({ value: schema.nullable() }))
      write(value ?? undefined)
      return json({ value: read() ?? null })
    },
  }
}

async function readSetting<T>(request: EngineRequest, schema: z.ZodType<T>): Promise<T> {
  // Any content type: `curl -d` sends form encoding by default, and the body is still JSON.
  const parsed = schema.safeParse(await readJsonObject(request))
  if (!parsed.success) {
    throw new HttpProblem('validationFailed', 'The body is not a valid setting.', { errors: fieldErrorsOf(parsed.error.issues) })
  }
  return parsed.data
}
