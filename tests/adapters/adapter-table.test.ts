/**
 * The adapter table: what only an adapter can get wrong, run through each of the
 * five adapters. The engine's behaviour (scenarios, validation, sessions, the
 * control API…) is checked once, through `mock.fetch`, by the behaviour
 * tables; here each adapter shows that it carries requests in and answers out
 * whole: paths and queries, headers both ways, bodies of every shape, HEAD,
 * a delay waited out, a network error, a hang, a thrown error, requests that
 * are none of the mock's, CORS, and a request forwarded to the real service.
 * Where adapters differ on purpose, `adapterProfiles` says how (docs/decisions/test-pyramid.md).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { MockOptions } from '../../src/engine/session/mock-options.ts'
import { adapters, networkAnswer, useClient, type Runner } from '../support/runners.ts'
import { startStandInService, type StandIn } from '../support/stand-in-service.ts'
import { adapterProfiles } from './adapter-profiles.ts'

const objectPath = '/RealEstateService/RealEstateObjects/re-0001'
const settingsPath = '/AccountService'
const json = { 'Content-Type': 'application/json' }
const session = (id: string) => ({ 'X-Mock-Session': id })
/** A page served by a dev server on this machine: trusted by the standalone server and by Vite. */
const pageOrigin = 'http://localhost:5173'

let real: StandIn
// The real service's URL is known once the stand-in listens; each adapter's mock is made after that, from this object.
const options: MockOptions = { real: { url: 'http://127.0.0.1:9', timeout: 2000 } }
beforeAll(async () => {
  real = await startStandInService({ seed: 7 })
  options.real = { ...options.real!, url: real.url }
})
afterAll(() => real.stop())

describe.each(adapters)('the adapter table, $name', (adapter: Runner) => {
  const profile = adapterProfiles.get(adapter.name)!
  const client = useClient(adapter, options)
  const raw = (path: string, init?: RequestInit) => client.fetch(`${client.serviceUrl}${path}`, init)
  const patch = (body: BodyInit, headers: Record<string, string> = json) =>
    raw(settingsPath, { method: 'PATCH', body, headers, duplex: 'half' } as RequestInit)

  describe('answers out', () => {
    test('the four operations answer through the adapter, each answer as the OpenAPI document describes it', async () => {
      const object = await client.call(objectPath)
      expect(object).toMatchObject({ status: 200, body: { id: 're-0001', name: 'Harbor View Loft' } })
      expect(object.headers.get('content-type')).toMatch(/^application\/json/)
      expect((await client.call('/AccountService/Accounts/alice.admin')).body.seurity_settings.username).toBe(
        'alice.admin',
      )
      expect((await client.call(settingsPath)).status).toBe(200)
      expect(
        (await client.call(settingsPath, { method: 'PATCH', json: { activity_logs: false } })).body.activity_logs,
      ).toBe(false)
    })

    test('a body of many-byte characters arrives whole, with a Content-Length that counts bytes where the adapter sends one', async () => {
      const answer = await raw('/RealEstateService/RealEstateObjects/re-edge-unicode', {
        headers: { 'X-Mock-Scenario': 'edge-cases' },
      })
      const bytes = new Uint8Array(await answer.arrayBuffer())
      const body = JSON.parse(new TextDecoder().decode(bytes))
      expect(body.name).toBe('Ångström Hús · Zoë’s Café-Loft 東京 🏠✨')
      const length = answer.headers.get('content-length')
      if (length !== null) expect(Number(length)).toBe(bytes.byteLength)
    })

    test('a problem keeps its status, its problem+json type and its own headers (405 with Allow)', async () => {
      const answer = await client.call(objectPath, { method: 'PUT' })
      expect(answer.status).toBe(405)
      expect(answer.headers.get('allow')).toBe('GET, HEAD')
      expect(answer.headers.get('content-type')).toBe('application/problem+json')
      expect(answer.body).toMatchObject({ status: 405, title: 'Method Not Allowed' })
    })

    test("a fault's Retry-After reaches the client", async () => {
      client.mock.setFaults({ getAccountSettings: { status: 503 } })
      const answer = await client.call(settingsPath)
      expect(answer.status).toBe(503)
      expect(answer.headers.get('retry-after')).toBe('2')
    })

    test('an override that answers a Response of its own goes out as that Response: 204, no body', async () => {
      client.mock.override(
        'getRealEstateObject',
        () => new Response(null, { status: 204, headers: { 'X-Made-By': 'override' } }),
      )
      const answer = await raw(objectPath)
      expect(answer.status).toBe(204)
      expect(answer.headers.get('x-made-by')).toBe('override')
      expect(await answer.text()).toBe('')
    })

    test('an unexpected error thrown inside the mock is one 500 problem, not a dropped connection', async () => {
      client.mock.override('getAccountSettings', () => {
        throw new Error('boom')
      })
      const consoleError = console.error
      console.error = () => {}
      try {
        const answer = await client.call(settingsPath)
        expect(answer.status).toBe(500)
        expect(answer.headers.get('content-type')).toBe('application/problem+json')
        expect(answer.body.detail).not.toContain('boom')
      } finally {
        console.error = consoleError
      }
    })
  })

  describe('HEAD', () => {
    test('HEAD of a GET path: the GET status and headers, no body; the journal has it', async () => {
      const answer = await raw(objectPath, { method: 'HEAD' })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await answer.text()).toBe('')
      expect(client.mock.requests.find()).toMatchObject({
        method: 'HEAD',
        operation: 'getRealEstateObject',
        status: 200,
      })
    })

    test('HEAD of an unknown id: 404, no body', async () => {
      const answer = await raw('/RealEstateService/RealEstateObjects/re-9999', { method: 'HEAD' })
      expect(answer.status).toBe(404)
      expect(await answer.text()).toBe('')
    })
  })

  describe('paths and queries in', () => {
    test('a percent-encoded id is decoded once', async () => {
      expect((await client.call('/AccountService/Accounts/alice%2Eadmin')).body.seurity_settings.username).toBe(
        'alice.admin',
      )
    })

    test.each(['/AccountService/Accounts/%E0%A4%A', '/RealEstateService/RealEstateObjects/%'])(
      'a path that is not valid percent-encoding, %s, is a 400 problem',
      async (path) => {
        const bad = await client.call(path)
        expect(bad.status).toBe(400)
        expect(bad.headers.get('content-type')).toBe('application/problem+json')
      },
    )

    test('paths keep their case: another case is a 404 problem', async () => {
      expect((await client.call('/realestateservice/realestateobjects/re-0001')).status).toBe(404)
    })

    test('the query string reaches the control API', async () => {
      await client.call(objectPath)
      await client.call(settingsPath)
      const filtered = await client.control('/requests?operation=getAccountSettings&method=get')
      expect(filtered.body.map((entry: { operation: string }) => entry.operation)).toEqual(['getAccountSettings'])
    })

    test('the journal and the HAR have the URL and the headers the client sent', async () => {
      await client.call(`${objectPath}?lang=de`, {
        headers: { 'X-Trace': 'adapter-table', Authorization: 'Bearer s3cr3t-token' },
      })
      expect(client.mock.requests.find()?.path).toBe(`${client.mock.paths.servicePath}${objectPath}?lang=de`)
      const [entry] = (await client.control('/requests.har')).body.log.entries
      expect(entry.request.url).toBe(`${client.serviceUrl}${objectPath}?lang=de`)
      const sent = (name: string) =>
        entry.request.headers.find((header: { name: string }) => header.name.toLowerCase() === name)?.value
      expect(sent('x-trace')).toBe('adapter-table')
      expect(sent('authorization')).toBe('[redacted]')
    })
  })

  describe('headers in', () => {
    test('X-Mock-Scenario chooses the scenario of one request', async () => {
      expect((await client.call(settingsPath, { headers: { 'X-Mock-Scenario': 'maintenance' } })).status).toBe(503)
      expect((await client.call(settingsPath)).status).toBe(200)
    })

    test('Authorization names the caller', async () => {
      const token = (await client.mock.database()).findAccount('bob.agent')!.auth_token
      const answer = await client.call(settingsPath, { headers: { Authorization: `Bearer ${token}` } })
      expect(answer.body.auth_token).toBe(token)
      expect(client.mock.requests.find()?.caller).toBe('bob.agent')
    })

    test('X-Mock-Session and the mock-session cookie choose the session; a bad id is a 400 problem', async () => {
      await client.call(settingsPath, {
        method: 'PATCH',
        json: { activity_logs: false },
        headers: session('adapter-a'),
      })
      expect((await client.call(settingsPath, { headers: session('adapter-a') })).body.activity_logs).toBe(false)
      expect(
        (await client.call(settingsPath, { headers: { Cookie: 'theme=dark; mock-session=adapter-a' } })).body
          .activity_logs,
      ).toBe(false)
      expect((await client.call(settingsPath)).body.activity_logs).toBe(true)
      expect((await client.call(settingsPath, { headers: session('a/b') })).status).toBe(400)
      client.mock.sessions.delete('adapter-a')
    })

    test('the control API reads the session header and its own body', async () => {
      const put = await client.control('/scenario', {
        method: 'PUT',
        json: { name: 'maintenance' },
        headers: session('adapter-b'),
      })
      expect(put).toMatchObject({ status: 200, body: { name: 'maintenance' } })
      expect((await client.call(settingsPath, { headers: session('adapter-b') })).status).toBe(503)
      expect(client.mock.settings.scenario().name).toBe('default')
      client.mock.sessions.delete('adapter-b')
    })

    test('answers with no body go out empty: 204 of POST /__mock/reset and DELETE /__mock/requests', async () => {
      await client.call(settingsPath)
      const reset = await client.fetch(`${client.controlUrl}/reset`, { method: 'POST' })
      expect(reset.status).toBe(204)
      expect(await reset.text()).toBe('')
      const cleared = await client.fetch(`${client.controlUrl}/requests`, { method: 'DELETE' })
      expect(cleared.status).toBe(204)
      expect(client.mock.requests.size).toBe(0)
    })
  })

  describe('request bodies', () => {
    test('a JSON body is read whole and merged', async () => {
      const answer = await patch('{"preferences":{"time_zone_default":"Europe/Berlin"}}')
      expect(answer.status).toBe(200)
      expect((await client.call(settingsPath)).body.preferences.time_zone_default).toBe('Europe/Berlin')
      expect(client.mock.requests.find({ method: 'PATCH' })?.requestBody).toEqual({
        preferences: { time_zone_default: 'Europe/Berlin' },
      })
    })

    test('a chunked body without Content-Length reaches the mock whole', async () => {
      const encoder = new TextEncoder()
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(encoder.encode('{"activity_logs":'))
          controller.enqueue(encoder.encode('false}'))
          controller.close()
        },
      })
      const answer = await patch(body)
      expect(answer.status).toBe(200)
      expect((await answer.json()).activity_logs).toBe(false)
    })

    test('a body above the whole-read limit arrives intact', async () => {
      const answer = await patch(JSON.stringify({ activity_logs: true, padding: 'x'.repeat(200_000) }))
      expect(answer.status).toBe(422)
      expect((await answer.json()).errors).toEqual([{ pointer: '/padding', detail: expect.any(String) }])
    })

    test('characters of several bytes arrive whole, also where the body is split into chunks', async () => {
      const key = 'é→😀'.repeat(30_000)
      const answer = await patch(new TextEncoder().encode(JSON.stringify({ [key]: 1 })))
      expect(answer.status).toBe(422)
      expect((await answer.json()).errors).toEqual([{ pointer: `/${key}`, detail: expect.any(String) }])
    })

    test('a body that opens with a UTF-8 byte order mark is read as the JSON after it', async () => {
      expect((await patch('\ufeff{"activity_logs":false}')).status).toBe(200)
    })

    test.each([
      ['not JSON', '{"activity_logs": fals'],
      ['empty', ''],
    ])('a body that is %s is a 400 problem', async (_, body) => {
      const answer = await patch(body)
      expect(answer.status).toBe(400)
      expect(answer.headers.get('content-type')).toBe('application/problem+json')
    })

    test('the Content-Type reaches the mock: none is a 415, merge-patch with a charset is JSON', async () => {
      expect((await patch('{"activity_logs":false}', {})).status).toBe(415)
      expect(
        (await patch('{"activity_logs":false}', { 'Content-Type': 'application/merge-patch+json; charset=utf-8' }))
          .status,
      ).toBe(200)
    })
  })

  describe('delays, network errors and hangs', () => {
    test('a delay is waited out before the answer', async () => {
      client.mock.setLatency({ getRealEstateObject: 150 })
      const started = performance.now()
      expect((await client.call(objectPath)).status).toBe(200)
      expect(performance.now() - started).toBeGreaterThanOrEqual(145)
    })

    test('a network-error fault fails the fetch itself: no status, no body', async () => {
      client.mock.setFaults({ getAccountSettings: 'network-error' })
      await expect(raw(settingsPath)).rejects.toThrow(TypeError)
      expect(client.mock.requests.find()).toMatchObject({ fault: 'network-error', status: null })
    })

    test('a hang fault never answers', async () => {
      client.mock.setFaults({ getAccount: 'hang' })
      const outcome = await raw('/AccountService/Accounts/alice.admin', { signal: AbortSignal.timeout(300) }).then(
        () => 'answered',
        (error: Error) => error.name,
      )
      expect(outcome).toBe('TimeoutError')
    })

    test('a reset lets a hanging request go: it ends as a failed fetch', async () => {
      client.mock.setFaults({ getAccountSettings: 'hang' })
      const hanging = raw(settingsPath).then(
        () => 'answered',
        () => 'failed',
      )
      // The journal holds the request once the mock has chosen to hang it.
      while (client.mock.requests.find()?.fault !== 'hang') await new Promise((resolve) => setTimeout(resolve, 5))
      await client.mock.reset()
      expect(await hanging).toBe('failed')
    })
  })

  describe('requests that are none of the mock’s', () => {
    test.each(['/elsewhere', '/svc/v2/AccountService'])(
      `%s goes to ${profile.elsewhere === 'network' ? 'the network' : profile.elsewhere === 'problem' ? "the adapter's 404 problem" : 'the framework'}`,
      async (path) => {
        const answer = await client.fetch(`${new URL(client.serviceUrl).origin}${path}`)
        const text = await answer.text()
        if (profile.elsewhere === 'network') expect(text).toBe(networkAnswer)
        else if (profile.elsewhere === 'problem') {
          expect(answer.status).toBe(404)
          expect(answer.headers.get('content-type')).toBe('application/problem+json')
          expect(JSON.parse(text).detail).toContain(client.mock.paths.servicePath)
        } else {
          expect(answer.headers.get('content-type')).not.toBe('application/problem+json')
        }
        expect(client.mock.requests.size).toBe(0)
      },
    )

    test('an unknown path under the service root is the mock’s: a 404 problem', async () => {
      const answer = await client.call('/Nothing/Here')
      expect(answer.status).toBe(404)
      expect(answer.headers.get('content-type')).toBe('application/problem+json')
    })
  })

  describe('CORS', () => {
    test(`a preflight is answered by ${profile.preflight === 'cors' ? 'the CORS layer in front: 204' : 'the engine: 405 with Allow'}`, async () => {
      const answer = await raw(settingsPath, {
        method: 'OPTIONS',
        headers: { Origin: pageOrigin, 'Access-Control-Request-Method': 'PATCH' },
      })
      if (profile.preflight === 'cors') {
        expect(answer.status).toBe(204)
        expect(answer.headers.get('access-control-allow-methods')).toContain('PATCH')
      } else {
        expect(answer.status).toBe(405)
        expect(answer.headers.get('allow')).toBe('GET, HEAD, PATCH')
      }
    })

    test(`an answer to a page of another origin ${profile.cors ? 'lets that page read it' : 'carries no CORS headers'}`, async () => {
      const answer = await raw(settingsPath, { headers: { Origin: pageOrigin } })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('access-control-allow-origin')).toBe(profile.cors ? pageOrigin : null)
    })
  })

  describe('the real service', () => {
    test('a real route is forwarded through the adapter, once, and its answer comes back marked', async () => {
      client.mock.setRoutes({ getAccountSettings: 'real' })
      const before = real.requests.length
      const answer = await client.call(settingsPath, { headers: { 'X-Trace': 'adapter-table' } })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('x-mock-source')).toBe('real')
      expect(answer.headers.get('x-stand-in')).toBe('yes')
      expect(real.requests.length).toBe(before + 1)
      expect(real.requests.at(-1)!.headers['x-trace']).toBe('adapter-table')
      // msw's own mark is taken off before the request leaves.
      expect(real.requests.at(-1)!.headers['x-msw-intention']).toBeUndefined()
    })

    test('a forwarded PATCH keeps its method, body, Content-Type and Authorization', async () => {
      client.mock.setRoutes({ updateAccountSettings: 'real' })
      const answer = await client.call(settingsPath, {
        method: 'PATCH',
        json: { activity_logs: false },
        headers: { Authorization: 'Bearer adapter-token' },
      })
      expect(answer).toMatchObject({ status: 200, body: { activity_logs: false } })
      expect(real.requests.at(-1)).toMatchObject({
        method: 'PATCH',
        path: '/svc/v1/AccountService',
        body: '{"activity_logs":false}',
      })
      expect(real.requests.at(-1)!.headers).toMatchObject({
        'content-type': 'application/json',
        authorization: 'Bearer adapter-token',
      })
      // The stand-in keeps what it was sent: put it back for the next adapter.
      await fetch(`${real.url}/svc/v1/AccountService`, {
        method: 'PATCH',
        body: '{"activity_logs":true}',
        headers: json,
      })
    })
  })
})
