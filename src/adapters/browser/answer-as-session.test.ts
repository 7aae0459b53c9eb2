import { getResponse, http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { answerAsSession } from './answer-as-session.ts'

// Echoes what the mock's handlers would see: the session header and the body.
const echo = [
  http.all('http://x.test/echo', async ({ request }) =>
    HttpResponse.json({ session: request.headers.get('X-Mock-Session'), method: request.method, body: await request.text() }),
  ),
]

async function send(session: string | undefined, init: RequestInit = {}, url = 'http://x.test/echo') {
  const response = await getResponse(answerAsSession(echo, () => session), new Request(url, init))
  return response && ((await response.json()) as unknown)
}

describe('answerAsSession', () => {
  test.each([
    { name: 'no header, page in session alpha -> answered as alpha', session: 'alpha', headers: {}, expected: 'alpha' },
    { name: 'no header, page in the default session -> no header', session: 'default', headers: {}, expected: null },
    { name: 'no header, no page session -> no header', session: undefined, headers: {}, expected: null },
    { name: 'a header of its own -> kept over the page session', session: 'alpha', headers: { 'X-Mock-Session': 'beta' }, expected: 'beta' },
    { name: 'a header naming the default session -> kept', session: 'alpha', headers: { 'X-Mock-Session': 'default' }, expected: 'default' },
  ])('$name', async ({ session, headers, expected }) => {
    expect(await send(session, { headers: headers as Record<string, string> })).toMatchObject({ session: expected })
  })

  test('a PATCH keeps its method and body', async () => {
    expect(await send('alpha', { method: 'PATCH', body: '{"activity_logs":false}' })).toEqual({ session: 'alpha', method: 'PATCH', body: '{"activity_logs":false}' })
  })

  test('a request none of the handlers answer -> none answered', async () => {
    expect(await send('alpha', {}, 'http://x.test/elsewhere')).toBeUndefined()
  })

  test('the session is asked per request, so a switch applies to the next one', async () => {
    let session = 'alpha'
    const handlers = answerAsSession(echo, () => session)
    const sessionOf = async () => ((await (await getResponse(handlers, new Request('http://x.test/echo')))!.json()) as { session: string }).session
    expect(await sessionOf()).toBe('alpha')
    session = 'beta'
    expect(await sessionOf()).toBe('beta')
  })
})
