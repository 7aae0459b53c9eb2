/**
 * @module The control API under `/__mock/` (never under `/{svc}/v1`): list
 * ids, reset, the OpenAPI document, the journal, and the scenario, latency,
 * fault and auth settings. The same handlers serve the standalone server and
 * the browser worker.
 */
import { http, HttpResponse, type RequestHandler } from 'msw'
import { z } from 'zod'
import { HttpProblem } from '../../engine/http-problem.ts'
import type { MockRuntime } from '../../engine/mock-runtime.ts'
import { toErrorResponse } from '../../engine/run-operation.ts'
import { createOpenApiDocument } from '../../model/create-openapi-document.ts'
import { faultSettingsSchema } from '../../engine/behaviour/faults.ts'
import { latencySettingsSchema } from '../../engine/behaviour/latency.ts'
import { encodePointer } from 'json-ptr'

type ControlResolver = (request: Request) => Promise<Response> | Response

export function createControlHandlers(runtime: MockRuntime): RequestHandler[] {
  const at = (path: string) => `${runtime.baseUrl}${runtime.controlPrefix}${path}`
  const servicePath = `/${runtime.svc}/v1/`
  const guarded =
    (resolve: ControlResolver) =>
    async ({ request }: { request: Request }) => {
      // `*` in front of the prefix would also match below the service's path, where nothing may be invented.
      if (new URL(request.url).pathname.includes(servicePath)) return undefined
      try {
        return await resolve(request)
      } catch (error) {
        return toErrorResponse(error, new URL(request.url).pathname)
      }
    }
  let openApiText: string | undefined

  return [
    http.get(at('/resources'), guarded(async (request) => {
      const database = await runtime.database(runtime.scenarioFor(request))
      return HttpResponse.json(database.listKeys())
    })),
    http.post(at('/reset'), guarded(async () => {
      await runtime.reset()
      return new HttpResponse(null, { status: 204 })
    })),
    http.get(at('/openapi.json'), guarded(() => {
      openApiText ??= JSON.stringify(createOpenApiDocument({ svc: runtime.svc }))
      return new HttpResponse(openApiText, { headers: { 'Content-Type': 'application/json' } })
    })),
    http.get(at('/requests'), guarded(() => HttpResponse.json(runtime.journal.all()))),
    http.delete(at('/requests'), guarded(() => {
      runtime.journal.clear()
      return new HttpResponse(null, { status: 204 })
    })),
    http.get(at('/scenarios'), guarded(() =>
      HttpResponse.json(runtime.scenarios.map(({ name, description }) => ({ name, description, active: name === runtime.scenario.name }))),
    )),
    http.get(at('/scenario'), guarded(() => HttpResponse.json({ name: runtime.scenario.name }))),
    http.put(at('/scenario'), guarded(async (request) => {
      const { name } = await readBody(request, z.strictObject({ name: z.string() }))
      runtime.useScenario(name)
      return HttpResponse.json({ name })
    })),
    ...settingEndpoints(at('/latency'), guarded, latencySettingsSchema, () => runtime.overrides.latency, (value) => runtime.setLatency(value)),
    ...settingEndpoints(at('/faults'), guarded, faultSettingsSchema, () => runtime.overrides.faults, (value) => runtime.setFaults(value)),
    ...settingEndpoints(at('/auth'), guarded, z.boolean(), () => runtime.overrides.auth, (value) => runtime.setAuth(value)),
  ]
}

/** `GET` answers `{ value }` (null when unset, so the scenario decides); `PUT { value }` sets it, `null` unsets it. */
function settingEndpoints<T>(
  path: string,
  guarded: (resolve: ControlResolver) => Parameters<typeof http.get>[1],
  schema: z.ZodType<T>,
  read: () => T | undefined,
  write: (value: T | undefined) => void,
): RequestHandler[] {
  return [
    http.get(path, guarded(() => HttpResponse.json({ value: read() ?? null }))),
    http.put(path, guarded(async (request) => {
      const { value } = await readBody(request, z.strictObject({ value: schema.nullable() }))
      write(value ?? undefined)
      return HttpResponse.json({ value: read() ?? null })
    })),
  ]
}

async function readBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    throw new HttpProblem('badRequest', 'The body must be JSON.')
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    throw new HttpProblem('validationFailed', 'The body is not a valid setting.', {
      errors: parsed.error.issues.map((issue) => ({ pointer: encodePointer(issue.path.map(String)), detail: issue.message })),
    })
  }
  return parsed.data
}
