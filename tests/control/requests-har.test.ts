/**
 * GET /__mock/requests.har: the journal of the session the
 * request names, as HAR 1.2, with the URLs the client sent and the answers it got.
 */
import { describe, expect, test } from 'vitest'
import { fetchHandler, useClient, type Answer } from '../support/mock-fetch.ts'
import { assertValidHar } from '../support/har-validator.ts'

const session = (id: string) => ({ 'X-Mock-Session': id })
const withPasswordRedacted = (body: any) =>
  body?.seurity_settings?.password === undefined
    ? body
    : { ...body, seurity_settings: { ...body.seurity_settings, password: '[redacted]' } }
let unique = 0

describe('GET /__mock/requests.har', () => {
  const client = useClient(fetchHandler)

  test("a session's four operations -> HAR entries with the client's URLs, headers, bodies and the answers sent", async () => {
    const id = `har-${++unique}`
    const headers = { ...session(id), Authorization: 'Bearer s3cr3t-token' }
    const calls = [
      { method: 'GET', path: '/RealEstateService/RealEstateObjects/re-0001' },
      { method: 'GET', path: '/AccountService/Accounts/alice.admin' },
      { method: 'GET', path: '/AccountService' },
      { method: 'PATCH', path: '/AccountService', json: { activity_logs: false } },
    ]
    const answers: Answer[] = []
    for (const { method, path, json } of calls) answers.push(await client.call(path, { method, headers, json }))
    await client.call('/AccountService') // the default session's, not in this HAR

    const answer = await client.control('/requests.har', { headers: session(id) })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/json')
    const har = answer.body
    assertValidHar(har)
    expect(har.log.entries.map((entry: any) => [entry.request.method, entry.request.url])).toEqual(
      calls.map(({ method, path }) => [method, `${client.serviceUrl}${path}`]),
    )
    har.log.entries.forEach((entry: any, index: number) => {
      expect(entry.response.status).toBe(answers[index]!.status)
      // The journal keeps no password: the account's reads "[redacted]" there, while the client got the hash.
      expect(JSON.parse(entry.response.content.text)).toEqual(withPasswordRedacted(answers[index]!.body))
      expect(entry.response.content.mimeType).toBe(answers[index]!.headers.get('content-type'))
      const sent = (name: string) =>
        entry.request.headers.find((header: any) => header.name.toLowerCase() === name)?.value
      expect(sent('authorization')).toBe('[redacted]')
      expect(sent('x-mock-session')).toBe(id)
    })
    expect(har.log.entries[3].request.postData).toEqual({
      mimeType: 'application/json',
      text: '{"activity_logs":false}',
    })
    expect(JSON.stringify(har)).not.toContain('s3cr3t-token')
    expect(answers[1]!.body.seurity_settings.password).toMatch(/^\$2[aby]\$/)
    expect(JSON.stringify(har)).not.toContain(answers[1]!.body.seurity_settings.password)

    // The same log by ?session= and in code; the control API's own requests are not journaled.
    expect((await client.control(`/requests.har?session=${id}`)).body).toEqual(har)
    expect(JSON.parse(JSON.stringify(client.mock.session(id).requests.toHAR()))).toEqual(har)
  })

  test("the default session's HAR holds only its own requests", async () => {
    await client.call('/AccountService', { headers: session(`other-${++unique}`) })
    await client.call('/AccountService/Accounts/bob.agent')
    const entries = (await client.control('/requests.har')).body.log.entries
    expect(entries.map((entry: any) => entry.request.url)).toEqual([
      `${client.serviceUrl}/AccountService/Accounts/bob.agent`,
    ])
  })

  test('a network-error fault is an entry with status 0 and _error', async () => {
    const id = `fault-${++unique}`
    await client.control('/faults', {
      method: 'PUT',
      headers: session(id),
      json: { value: { getAccount: 'network-error' } },
    })
    await expect(
      client.fetch(`${client.serviceUrl}/AccountService/Accounts/alice.admin`, { headers: session(id) }),
    ).rejects.toThrow()
    const [entry] = (await client.control('/requests.har', { headers: session(id) })).body.log.entries
    expect(entry).toMatchObject({ _error: 'network-error', response: { status: 0 } })
  })
})
