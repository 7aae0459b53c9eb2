import { describe, expect, test } from 'vitest'
import { fetchHandler, useClient } from '../support/mock-fetch.ts'

describe('the journal’s bodies and filters', () => {
  const client = useClient(fetchHandler)

  test('"did the form send X": the PATCH’s body is the entry’s requestBody, the answer its responseBody', async () => {
    await client.call('/AccountService', { method: 'PATCH', json: { activity_logs: false } })
    const entry = client.mock.requests.find({ operation: 'updateAccountSettings' })
    expect(entry?.requestBody).toEqual({ activity_logs: false })
    expect(entry?.responseBody).toMatchObject({ activity_logs: false })
    expect(client.mock.requests.find({ operation: 'updateAccountSettings' })?.requestBody).toBe(entry?.requestBody)
  })

  test('a GET has no request body; a problem answer is its problem; passwords read [redacted]', async () => {
    await client.call('/AccountService/Accounts/alice.admin')
    await client.call('/AccountService/Accounts/nobody.here')
    const [found, missing] = client.mock.requests.all()
    expect(found?.requestBody).toBeNull()
    expect((found!.responseBody as { seurity_settings: { password: string } }).seurity_settings.password).toBe(
      '[redacted]',
    )
    expect(missing?.responseBody).toMatchObject({ status: 404, title: 'Not Found' })
  })

  test('a body above 64 KiB is cut and marked', async () => {
    const long = 'x'.repeat(70 * 1024)
    await client.call('/AccountService', { method: 'PATCH', json: { preferences: { language_default: long } } })
    const body = client.mock.requests.find({ operation: 'updateAccountSettings' })?.requestBody as {
      truncated: boolean
      fullSize: number
      text: string
    }
    expect(body.truncated).toBe(true)
    expect(body.fullSize).toBeGreaterThan(70 * 1024)
    expect(body.text.length).toBeLessThanOrEqual(64 * 1024)
  })

  test('GET /__mock/requests?operation=…&status=… filters as the code API does', async () => {
    await client.call('/AccountService', { method: 'PATCH', json: { activity_logs: 'no' } })
    await client.call('/AccountService', { method: 'PATCH', json: { activity_logs: false } })
    await client.call('/AccountService')
    const failed = await client.control('/requests?operation=updateAccountSettings&status=422')
    expect(failed.status).toBe(200)
    expect(failed.body).toHaveLength(1)
    expect(failed.body[0]).toMatchObject({
      operation: 'updateAccountSettings',
      status: 422,
      requestBody: { activity_logs: 'no' },
    })
    expect(failed.body.map((entry: { sequence: number }) => entry.sequence)).toEqual(
      client.mock.requests.filter({ operation: 'updateAccountSettings', status: 422 }).map((entry) => entry.sequence),
    )
    expect((await client.control('/requests?method=get')).body).toHaveLength(1)
  })

  test.each([
    ['/requests?operation=deleteAccount', /no operation/],
    ['/requests?status=teapot', /whole number/],
    ['/requests?colour=red', /no filter of the journal/],
  ])('%s is a 400 problem naming what is wrong', async (path, detail) => {
    const answer = await client.control(path)
    expect(answer.status).toBe(400)
    expect(answer.headers.get('content-type')).toBe('application/problem+json')
    expect(answer.body.detail).toMatch(detail)
  })
})
