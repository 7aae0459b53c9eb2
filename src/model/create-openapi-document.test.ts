import { describe, expect, test } from 'vitest'
import { createOpenApiDocument, defaultServerUrl } from './create-openapi-document.ts'

type Responses = Record<string, { description: string; content: Record<string, { schema: { $ref: string } }> }>
type DocumentedOperation = {
  operationId: string
  parameters?: unknown[]
  requestBody?: { required: boolean; content: Record<string, { schema: { $ref: string } }> }
  responses: Responses
}

const document = createOpenApiDocument()
const operation = (path: string, method: string) =>
  (document.paths[`/svc/v1${path}`] as Record<string, DocumentedOperation>)[method]!

describe('createOpenApiDocument', () => {
  test('each operation under /{svc}/v1 with its method, path parameters as {name}', () => {
    const listed = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, DocumentedOperation>).map(
        ([method, { operationId }]) => `${method} ${path} ${operationId}`,
      ),
    )
    expect(listed.sort()).toEqual([
      'get /svc/v1/AccountService getAccountSettings',
      'get /svc/v1/AccountService/Accounts/{username} getAccount',
      'get /svc/v1/RealEstateService/RealEstateObjects/{id} getRealEstateObject',
      'patch /svc/v1/AccountService updateAccountSettings',
    ])
  })

  test('another svc -> the paths under it', () => {
    expect(Object.keys(createOpenApiDocument({ svc: 'estates' }).paths)).toContain('/estates/v1/AccountService')
  })

  test('a path parameter -> required, in the path, a string; none where the path has none', () => {
    expect(operation('/AccountService/Accounts/{username}', 'get').parameters).toEqual([
      { name: 'username', in: 'path', required: true, schema: { type: 'string' } },
    ])
    expect(operation('/AccountService', 'get')).not.toHaveProperty('parameters')
  })

  test('the PATCH body -> required, under each media type it may be sent as; GETs have none', () => {
    expect(operation('/AccountService', 'patch').requestBody).toEqual({
      required: true,
      content: {
        'application/json': { schema: { $ref: '#/components/schemas/AccountSettingsPatch' } },
        'application/merge-patch+json': { schema: { $ref: '#/components/schemas/AccountSettingsPatch' } },
      },
    })
    expect(operation('/AccountService', 'get')).not.toHaveProperty('requestBody')
  })

  test("statuses -> 200 with the answer's schema, then the operation's errors and the common ones, in order", () => {
    const { responses } = operation('/AccountService/Accounts/{username}', 'get')
    expect(Object.keys(responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '405',
      '429',
      '500',
      '502',
      '503',
      '504',
    ])
    expect(responses['200']!.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/UserAccount' } },
    })
    expect(responses['404']!.content).toEqual({
      'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
    })
  })

  test('every error status -> a description of its own', () => {
    const descriptions = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods as Record<string, DocumentedOperation>).flatMap(({ responses }) =>
        Object.entries(responses)
          .filter(([status]) => status !== '200')
          .map(([status, { description }]) => `${status} ${description}`),
      ),
    )
    const distinct = new Map(descriptions.map((line) => [line.slice(0, 3), line.slice(4)]))
    expect(distinct.size).toBe(12)
    for (const [status, description] of distinct) {
      expect(description).not.toBe('')
      expect(description).not.toBe(`HTTP ${status}`)
    }
    expect(new Set(distinct.values()).size).toBe(distinct.size)
  })

  test('components -> no $schema or $id, no ±2^53 integer bounds, the bounds the schemas state kept', () => {
    type Schema = { properties: Record<string, Schema & Record<string, unknown>> }
    const { Problem, AccountSettings } = document.components.schemas as unknown as Record<string, Schema>
    expect(Problem).not.toHaveProperty('$schema')
    expect(Problem).not.toHaveProperty('$id')
    expect(Problem!.properties.status).toMatchObject({ minimum: 100, maximum: 599 })
    expect(AccountSettings!.properties.security_settings!.properties.min_username_length).toEqual({
      type: 'integer',
      minimum: 1,
    })
  })

  test('no server given -> the standalone default and a {base_url} variable; one given -> that one only', () => {
    expect(document.servers.map((server) => server.url)).toEqual([defaultServerUrl, '{base_url}'])
    expect(document.servers[1]).toMatchObject({ variables: { base_url: { default: defaultServerUrl } } })
    expect(createOpenApiDocument({ serverUrl: 'http://mock.test' }).servers).toEqual([
      { url: 'http://mock.test', description: 'This mock' },
    ])
  })
})
