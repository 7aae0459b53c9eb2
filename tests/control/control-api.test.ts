import Ajv2020 from 'ajv/dist/2020.js'
import { describe, expect, test } from 'vitest'
import { createOpenApiDocument } from '../../src/model/create-openapi-document.ts'
import { fetchHandler, useClient } from '../support/mock-fetch.ts'

type Operation = {
  operationId: string
  responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>
}

const sorted = (values: string[]) => [...values].sort()

describe('control API', () => {
  const client = useClient(
    fetchHandler,
    { counts: { realEstateObjects: 40, accounts: 12 } },
    { resetBeforeEach: false },
  )

  test('GET /__mock/resources lists well-known records first, then the rest in a stable order', async () => {
    const first = (await client.control('/resources')).body
    expect(first.realEstateObjects).toHaveLength(40)
    expect(first.accounts).toHaveLength(12)
    expect(first.realEstateObjects.slice(0, 3)).toEqual(['re-0001', 're-0002', 're-0003'])
    expect(first.accounts.slice(0, 4)).toEqual(['alice.admin', 'bob.agent', 'carol.viewer', 'dave.disabled'])
    expect((await client.control('/resources')).body).toEqual(first)
    expect(await client.mock.resources()).toEqual(first)
  })

  test('GET /__mock/openapi.json serves an OpenAPI 3.1 document of the four operations and their answers', async () => {
    const answer = await client.control('/openapi.json')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    const document = answer.body
    expect(document.openapi).toBe('3.1.0')
    // The service's four operations; the control API's own paths sit beside them under /__mock/ (tests/control/control-table.test.ts).
    const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>)
      .filter(([path]) => path.startsWith('/svc/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          path,
          method,
          operationId: operation.operationId,
          statuses: sorted(Object.keys(operation.responses)),
          answers: operation.responses['200']!.content['application/json']!.schema.$ref,
        })),
      )
    // Written out from the interface and the contract, not from the code that builds the document.
    const failures = ['400', '401', '403', '405', '429', '500', '502', '503', '504']
    expect(operations).toEqual([
      {
        path: '/svc/v1/RealEstateService/RealEstateObjects/{id}',
        method: 'get',
        operationId: 'getRealEstateObject',
        statuses: sorted(['200', '404', ...failures]),
        answers: '#/components/schemas/RealEstateObject',
      },
      {
        path: '/svc/v1/AccountService',
        method: 'get',
        operationId: 'getAccountSettings',
        statuses: sorted(['200', ...failures]),
        answers: '#/components/schemas/AccountSettings',
      },
      {
        path: '/svc/v1/AccountService',
        method: 'patch',
        operationId: 'updateAccountSettings',
        statuses: sorted(['200', '415', '422', ...failures]),
        answers: '#/components/schemas/AccountSettingsUpdate',
      },
      {
        path: '/svc/v1/AccountService/Accounts/{username}',
        method: 'get',
        operationId: 'getAccount',
        statuses: sorted(['200', '404', ...failures]),
        answers: '#/components/schemas/UserAccount',
      },
    ])
    expect(Object.keys(document.components.schemas).sort()).toEqual([
      'AccountSettings',
      'AccountSettingsPatch',
      'AccountSettingsUpdate',
      'Problem',
      'RealEstateObject',
      'UserAccount',
    ])
  })

  test('the served schemas name exactly the keys the service answers with', async () => {
    const { schemas } = (await client.control('/openapi.json')).body.components
    const answers = {
      RealEstateObject: await client.call('/RealEstateService/RealEstateObjects/re-0001'),
      AccountSettings: await client.call('/AccountService'),
      UserAccount: await client.call('/AccountService/Accounts/alice.admin'),
    }
    for (const [name, { body }] of Object.entries(answers)) {
      expect(Object.keys(schemas[name].properties), name).toEqual(Object.keys(body))
      expect([...schemas[name].required].sort(), name).toEqual(Object.keys(body).sort())
    }
    expect(schemas.UserAccount.properties).toHaveProperty('seurity_settings')
  })

  test('nothing of the control API lives under /svc/v1', async () => {
    expect((await client.call('/__mock/resources')).status).toBe(404)
    expect((await client.call('/resources')).status).toBe(404)
  })
})

describe('the OpenAPI document', () => {
  const document = createOpenApiDocument({ svc: 'realestate' })

  test('every component schema compiles as JSON Schema draft 2020-12', () => {
    const ajv = new Ajv2020({ strict: false })
    ajv.addSchema({ $id: 'doc', components: document.components })
    for (const name of Object.keys(document.components.schemas)) {
      expect(ajv.getSchema(`doc#/components/schemas/${name}`), name).toBeTypeOf('function')
    }
  })

  test('paths follow the svc setting and every operation documents its problems', () => {
    expect(Object.keys(document.paths)[0]).toBe('/realestate/v1/RealEstateService/RealEstateObjects/{id}')
    const patch = document.paths['/realestate/v1/AccountService']!.patch as {
      responses: Record<string, unknown>
      requestBody: unknown
    }
    expect(Object.keys(patch.responses)).toEqual(expect.arrayContaining(['200', '400', '415', '422', '503']))
    expect(patch.requestBody).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/AccountSettingsPatch' } } },
    })
  })

  test('the user account schema keeps the key seurity_settings and forbids extra keys', () => {
    const account = document.components.schemas.UserAccount as {
      properties: Record<string, unknown>
      additionalProperties: boolean
      required: string[]
    }
    expect(account.required).toContain('seurity_settings')
    expect(account.properties).not.toHaveProperty('security_settings')
    expect(account.additionalProperties).toBe(false)
  })
})
