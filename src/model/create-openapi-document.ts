/**
 * @module The OpenAPI 3.1 document of the service, derived from the zod
 * schemas alone (JSON Schema draft 2020-12), error answers included.
 */
import { z } from 'zod'
import { operationPaths, type OperationId } from './operations.ts'
import {
  accountSettingsPatchSchema,
  accountSettingsSchema,
  accountSettingsUpdateSchema,
  problemSchema,
  realEstateObjectSchema,
  userAccountSchema,
} from './index.ts'

const components = {
  RealEstateObject: realEstateObjectSchema,
  UserAccount: userAccountSchema,
  AccountSettings: accountSettingsSchema,
  AccountSettingsUpdate: accountSettingsUpdateSchema,
  AccountSettingsPatch: accountSettingsPatchSchema,
  Problem: problemSchema,
}

type ComponentName = keyof typeof components

const operationDocs: Record<OperationId, { summary: string; parameter?: string; body?: ComponentName; answer: ComponentName; errors: number[] }> = {
  getRealEstateObject: { summary: 'Read a real estate object profile', parameter: 'id', answer: 'RealEstateObject', errors: [401, 403, 404] },
  getAccountSettings: { summary: 'Read account service settings', answer: 'AccountSettings', errors: [401, 403] },
  updateAccountSettings: {
    summary: 'Update account service settings',
    body: 'AccountSettingsPatch',
    answer: 'AccountSettingsUpdate',
    errors: [401, 403, 415, 422],
  },
  getAccount: { summary: 'Read a user account', parameter: 'username', answer: 'UserAccount', errors: [401, 403, 404] },
}

/** Answers any operation may give: other methods, and the faults and scenarios a mock can inject. */
const commonErrors = [400, 405, 429, 500, 502, 503, 504]

export function createOpenApiDocument(options: { svc?: string; serverUrl?: string } = {}) {
  const registry = z.registry<{ id: string }>()
  for (const [id, schema] of Object.entries(components)) registry.add(schema, { id })
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
  })
  for (const schema of Object.values(schemas)) delete schema.$schema

  const ref = (name: ComponentName) => ({ $ref: `#/components/schemas/${name}` })
  const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: ref('Problem') } } })
  const paths: Record<string, Record<string, unknown>> = {}

  for (const [id, docs] of Object.entries(operationDocs) as [OperationId, (typeof operationDocs)[OperationId]][]) {
    const { method, path } = operationPaths[id]
    const openApiPath = `/${options.svc ?? 'svc'}/v1${path.replace(/:(\w+)/g, '{$1}')}`
    const responses: Record<string, unknown> = {
      '200': { description: 'OK', content: { 'application/json': { schema: ref(docs.answer) } } },
    }
    for (const status of [...new Set([...docs.errors, ...commonErrors])].sort((a, b) => a - b)) responses[String(status)] = problem(statusDescription(status))
    paths[openApiPath] ??= {}
    paths[openApiPath][method.toLowerCase()] = {
      operationId: id,
      summary: docs.summary,
      ...(docs.parameter
        ? { parameters: [{ name: docs.parameter, in: 'path', required: true, schema: { type: 'string' } }] }
        : {}),
      ...(docs.body ? { requestBody: { required: true, content: { 'application/json': { schema: ref(docs.body) } } } } : {}),
      responses,
      security: [{}, { bearer: [] }],
    }
  }

  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Real Estate and Account Service (mock)',
      version: '1.0.0',
      description: 'The four operations of the Real Estate and Account Service, as the mock answers them.',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    paths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Enforced only when simulated authentication is on' } },
    },
  }
}

export type OpenApiDocument = ReturnType<typeof createOpenApiDocument>

function statusDescription(status: number): string {
  const descriptions: Record<number, string> = {
    400: 'Body is not JSON, or not a JSON object; unknown scenario',
    401: 'No bearer token, or one the mock did not issue (authentication on)',
    403: 'Disabled account, missing permission, or read-only scenario',
    404: 'No such record',
    405: 'Method not allowed on this path',
    415: 'Content type is not JSON',
    422: 'The body breaks the update form; every offending field is listed',
    429: 'Too many requests (injected)',
    500: 'Internal error (injected, or unexpected)',
    502: 'Bad gateway (injected)',
    503: 'Unavailable (injected, or maintenance scenario)',
    504: 'Gateway timeout (injected)',
  }
  return descriptions[status] ?? `HTTP ${status}`
}
