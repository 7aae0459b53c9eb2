/**
 * @module The one path every request of the service takes: scenario, fault,
 * latency, caller, the operation itself, the journal. Problems thrown on the
 * way become problem+json answers here, and nowhere else.
 */
import { HttpResponse, delay, type HttpResponseResolver } from 'msw'
import { HttpProblem } from './http-problem.ts'
import type { MockRuntime } from './mock-runtime.ts'
import type { OperationId } from '../model/operations.ts'
import type { FaultKind } from './request-journal.ts'
import { defaultRetryAfterSeconds, type Fault } from './behaviour/faults.ts'
import { identifyCaller, type Caller } from './behaviour/identify-caller.ts'
import type { OperationHandler } from './operations/operation-context.ts'

const logPrefix = '[real-estate-service-mock]'

/**
 * An msw resolver that runs `handler` as `operation`. With `operation` null
 * (404 and 405 answers), scenarios' faults, latency and auth do not apply.
 */
export function runOperation(
  runtime: MockRuntime,
  operation: OperationId | null,
  handler: OperationHandler,
): HttpResponseResolver<Record<string, string | readonly string[] | undefined>> {
  return async ({ request, params }) => {
    const startedAt = performance.now()
    const url = new URL(request.url)
    const path = url.pathname + url.search
    let scenario = runtime.scenario.name
    let caller: Caller | undefined
    let fault: FaultKind | null = null
    const record = (status: number | null) =>
      runtime.journal.record({
        time: new Date().toISOString(),
        method: request.method,
        path,
        operation,
        status,
        durationMs: Math.round((performance.now() - startedAt) * 100) / 100,
        scenario,
        caller: caller?.account?.seurity_settings.username ?? null,
        fault,
      })

    let response: Response
    try {
      const chosen = runtime.scenarioFor(request)
      scenario = chosen.name
      const behaviour = runtime.behaviourOf(chosen)
      const injected = operation ? runtime.faultFor(behaviour, operation) : undefined
      const wait = operation ? runtime.delayFor(behaviour, operation) : 0

      if (wait === 'infinite' || injected === 'hang') {
        fault = injected === 'hang' ? 'hang' : null
        record(null)
        return await delay('infinite')
      }
      if (wait > 0) await delay(wait)
      if (injected === 'network-error') {
        fault = 'network-error'
        record(null)
        return HttpResponse.error()
      }
      if (injected) {
        fault = 'status'
        throw faultProblem(injected)
      }

      const database = await runtime.database(chosen)
      caller = identifyCaller(request, database, behaviour.auth)
      response = await handler({ request, params: stringParams(params), database, caller, behaviour })
    } catch (error) {
      response = toErrorResponse(error, path)
    }
    record(response.status)
    return response
  }
}

function faultProblem(fault: Exclude<Fault, string>): HttpProblem {
  const retryAfter = fault.retryAfter ?? (fault.status === 429 || fault.status === 503 ? defaultRetryAfterSeconds : undefined)
  return new HttpProblem(fault.status, 'This failure was injected by the mock (a scenario or fault setting).', {
    headers: retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) },
  })
}

/** A problem's own answer, or one logged `500` for anything unexpected. */
export function toErrorResponse(error: unknown, instance: string): Response {
  if (error instanceof HttpProblem) return error.toResponse(instance)
  console.error(`${logPrefix} Failed to answer ${instance}: an unexpected error occurred. Please report this with the request that caused it.`, error)
  return new HttpProblem('internalError', 'The mock failed unexpectedly; the error is in its log.').toResponse(instance)
}

function stringParams(params: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') result[key] = value
  }
  return result
}
