/**
 * @module The msw handlers of the service: the four operations, `405` for
 * other methods on their paths, `404` for anything else under `/{svc}/v1`.
 */
import { http, type HttpResponseResolver, type RequestHandler } from 'msw'
import { HttpProblem } from '../../engine/http-problem.ts'
import type { MockRuntime } from '../../engine/mock-runtime.ts'
import { operationIds, operationPaths } from '../../model/operations.ts'
import { getAccount } from '../../engine/operations/get-account.ts'
import { getAccountSettings } from '../../engine/operations/get-account-settings.ts'
import { getRealEstateObject } from '../../engine/operations/get-real-estate-object.ts'
import type { OperationHandler } from '../../engine/operations/operation-context.ts'
import { runOperation } from '../../engine/run-operation.ts'
import { updateAccountSettings } from '../../engine/operations/update-account-settings.ts'

const operationHandlers = {
  getRealEstateObject,
  getAccountSettings,
  updateAccountSettings,
  getAccount,
} satisfies Record<(typeof operationIds)[number], OperationHandler>

const methodHandlers = { GET: http.get, PATCH: http.patch } as const

export function createServiceHandlers(runtime: MockRuntime): RequestHandler[] {
  const root = `${runtime.baseUrl}/${runtime.svc}/v1`

  const operations = operationIds.map((id) => {
    const { method, path } = operationPaths[id]
    return methodHandlers[method](`${root}${path}`, exactCase(runtime.svc, path, runOperation(runtime, id, operationHandlers[id])))
  })

  const allowedByPath = new Map<string, string[]>()
  for (const { method, path } of Object.values(operationPaths)) {
    allowedByPath.set(path, [...(allowedByPath.get(path) ?? []), method])
  }
  const otherMethods = [...allowedByPath].map(([path, allowed]) =>
    http.all(
      `${root}${path}`,
      exactCase(
        runtime.svc,
        path,
        runOperation(runtime, null, ({ request }) => {
          throw new HttpProblem('methodNotAllowed', `${request.method} is not allowed here; use ${allowed.join(' or ')}.`, {
            headers: { Allow: allowed.join(', ') },
          })
        }),
      ),
    ),
  )

  const unknownPath = http.all(
    `${root}/*`,
    runOperation(runtime, null, () => {
      throw new HttpProblem('notFound', 'The service has no operation at this path.')
    }),
  )

  return [...operations, ...otherMethods, unknownPath]
}

/**
 * msw matches paths regardless of case; the service's paths are exact
 * (docs/decisions/paths-are-case-sensitive.md). Another case falls through to the 404.
 */
function exactCase<Params extends Record<string, string | readonly string[] | undefined>>(
  svc: string,
  path: string,
  resolver: HttpResponseResolver<Params>,
): HttpResponseResolver<Params> {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp(`/${escape(svc)}/v1${path.split(/:\w+/).map(escape).join('[^/]+')}$`)
  return (info) => (pattern.test(new URL(info.request.url).pathname) ? resolver(info) : undefined)
}
