/**
 * @module The OpenAPI 3.1 document of the service, derived from the zod
 * schemas alone (JSON Schema draft 2020-12), error answers included. Written
 * so that the tools a service's team runs take it as it is: Redocly's
 * recommended rules, PactFlow's swagger-mock-validator, generators.
 */
import { z } from './zod.ts'
import { operationIds, operations, pathParameterNames, type Operation } from './operations.ts'
import {
  accountSettingsPatchSchema,
  accountSettingsSchema,
  accountSettingsUpdateSchema,
  problemSchema,
  realEstateObjectSchema,
  userAccountSchema,
} from './index.ts'
import { defaultSvc } from './create-paths.ts'

const components = {
  RealEstateObject: realEstateObjectSchema,
  UserAccount: userAccountSchema,
  AccountSettings: accountSettingsSchema,
  AccountSettingsUpdate: accountSettingsUpdateSchema,
  AccountSettingsPatch: accountSettingsPatchSchema,
  Problem: problemSchema,
}

const componentNames = new Map<z.core.$ZodType, string>(
  Object.entries(components).map(([name, schema]) => [schema, name]),
)

/** A `$ref` to the component of a schema; every schema the operation table names must be a component. */
function refTo(schema: z.core.$ZodType): { $ref: string } {
  const name = componentNames.get(schema)
  if (name === undefined)
    throw new Error(
      'Failed to build the OpenAPI document: an operation names a schema that is not a component. Please add it to `components`.',
    )
  return { $ref: `#/components/schemas/${name}` }
}

/** Answers any operation may give: other methods, and the faults and scenarios a mock can inject. */
const commonErrors = [400, 405, 429, 500, 502, 503, 504]

/** Where the standalone server listens by default: the shipped document's server. */
export const defaultServerUrl = 'http://127.0.0.1:4010'

/**
 * The servers of a document: the one given, or the standalone server's default
 * and `{base_url}` (the interface's own name for the origin) for any other.
 */
function serversOf(serverUrl: string | undefined) {
  if (serverUrl !== undefined) return [{ url: serverUrl, description: 'This mock' }]
  return [
    { url: defaultServerUrl, description: 'The standalone mock server, as `npx real-estate-service-mock` starts it' },
    {
      url: '{base_url}',
      description:
        'Any other deployment, by its origin (and path) before `/{svc}/v1`: the real service, or the mock elsewhere',
      // No `description` on the variable: swagger-mock-validator 14's OpenAPI 3.1 schema check refuses one there.
      variables: { base_url: { default: defaultServerUrl } },
    },
  ]
}

/**
 * The document, with `serverUrl` as its server (e.g. the mock's own origin), or
 * the standalone server's default and a `{base_url}` variable when absent.
 *
 * @example
 * ```ts
 * import { createOpenApiDocument } from 'real-estate-service-mock'
 *
 * const document = createOpenApiDocument({ serverUrl: 'http://localhost:4010' })
 * console.log(Object.keys(document.paths))
 * ```
 */
export function createOpenApiDocument(options: { svc?: string; serverUrl?: string } = {}) {
  const registry = z.registry<{ id: string }>()
  for (const [id, schema] of Object.entries(components)) registry.add(schema, { id })
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
    override: ({ jsonSchema }) => withoutSafeIntegerBounds(jsonSchema),
  })
  for (const schema of Object.values(schemas)) {
    delete schema.$schema
    // A fragment in `$id` is invalid JSON Schema (2019-09 on); the components are reached by `$ref` to their place.
    delete schema.$id
  }

  const problem = (description: string) => ({
    description,
    content: { 'application/problem+json': { schema: refTo(problemSchema) } },
  })
  const paths: Record<string, Record<string, unknown>> = {}

  for (const id of operationIds) {
    const operation: Operation = operations[id]
    const openApiPath = `/${options.svc ?? defaultSvc}/v1${operation.path.replace(/:(\w+)/g, '{$1}')}`
    const responses: Record<string, unknown> = {
      '200': { description: 'OK', content: { 'application/json': { schema: refTo(operation.answer) } } },
    }
    for (const status of [...new Set([...operation.errors, ...commonErrors])].sort((a, b) => a - b))
      responses[String(status)] = problem(statusDescription(status))
    const parameters = pathParameterNames(operation.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }))
    paths[openApiPath] ??= {}
    paths[openApiPath][operation.method.toLowerCase()] = {
      operationId: id,
      summary: operation.summary,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(operation.body
        ? { requestBody: { required: true, content: requestContentOf(operation.body, operation.bodyMediaTypes) } }
        : {}),
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
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: serversOf(options.serverUrl),
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Enforced only when simulated authentication is on' },
      },
    },
  }
}

export type OpenApiDocument = ReturnType<typeof createOpenApiDocument>

/** The body's schema under each content type it may be sent as (JSON when the table names none). */
function requestContentOf(body: z.core.$ZodType, mediaTypes: readonly string[] = ['application/json']) {
  return Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema: refTo(body) }]))
}

/**
 * Drops the ±(2^53 − 1) zod gives every integer: a bound of the JSON number
 * type, not of the contract. Bounds the schemas state themselves stay.
 */
function withoutSafeIntegerBounds(jsonSchema: Record<string, unknown>): void {
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum
}

function statusDescription(status: number): string {
  const descriptions: Record<number, string> = {
    400: 'Body is not JSON, or not a JSON object; unknown scenario',
    401: 'No bearer token, or one the mock did not issue (authentication on)',
    403: 'Disabled account, missing permission, or read-only scenario',
    404: 'No such record',
    405: 'Method not allowed on this path',
    415: 'Content type is neither application/json nor application/merge-patch+json',
    422: 'The body breaks the update form; every offending field is listed',
    429: 'Too many requests (injected)',
    500: 'Internal error (injected, or unexpected)',
    502: 'Bad gateway (injected, or in hybrid mode the real service could not be reached)',
    503: 'Unavailable (injected, or maintenance scenario)',
    504: 'Gateway timeout (injected, or in hybrid mode the real service took longer than its timeout)',
  }
  return descriptions[status] ?? `HTTP ${status}`
}
