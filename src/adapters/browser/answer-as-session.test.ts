import { getResponse, http, HttpResponse, type RequestHandler } from 'msw'
import { describe, expect, test } from 'vitest'
import { answerAsSession } from './answer-as-session.ts'

// Stands for `mock.session(id).handlers`: answers which set it is, with the request it was given.
const handlerSet = (name: string): RequestHandler[] => [
  http.all('http://x.test/echo', async ({ request }) =>
    HttpResponse.json({ set: name, method: request.method, body: await request.text() }),
  ),
]
const sets = new Map(['default', 'alpha', 'beta'].map((name) => [name, handlerSet(name)]))
const handlersOf = (session: string) => sets.get(session)!

async function send(handlers: RequestHandler[], init: RequestInit = {}, url = 'http://x.test/echo') {
  const response = await getResponse(handlers, new Request(url, init))
  return response && ((await response.json()) as unknown)
}

describe('answerAsSession', () => {
  test.each([
    { name: 'page in session alpha -> alpha answers', session: 'alpha' },
    { name: 'page in the default session -> the default set answers', session: 'default' },
  ])('$name', async ({ session }) => {
    expect(await send(answerAsSession(handlersOf, () => session))).toMatchObject({ set: session })
  })

  test('a PATCH reaches the set with its method and body', async () => {
    const answer = await send(
      answerAsSession(handlersOf, () => 'alpha'),
      { method: 'PATCH', body: '{"activity_logs":false}' },
    )
    expect(answer).toEqual({ set: 'alpha', method: 'PATCH', body: '{"activity_logs":false}' })
  })

  test('a request none of the handlers answer -> none answered, so msw passes it on', async () => {
    expect(
      await send(
        answerAsSession(handlersOf, () => 'alpha'),
        {},
        'http://x.test/elsewhere',
      ),
    ).toBeUndefined()
  })

  test('the session is asked per request, so a switch applies to the next one', async () => {
    let session = 'alpha'
    const handlers = answerAsSession(handlersOf, () => session)
    expect(await send(handlers)).toMatchObject({ set: 'alpha' })
    session = 'beta'
    expect(await send(handlers)).toMatchObject({ set: 'beta' })
  })
})
