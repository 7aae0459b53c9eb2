/**
 * `mock.fetch` ends a hang or a delay when its request is aborted, as a
 * Fetch server expects of a handler whose client has gone. A `Request`
 * made with a signal follows that signal through a weak reference only,
 * so the handler has to keep its request's signal alive while it waits:
 * these tests collect garbage during the wait to check that it does.
 */
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { beforeEach, describe, expect, test } from 'vitest'
import { createMock } from '../../src/node.ts'

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

const mock = createMock()
beforeEach(() => mock.reset())

/** Calls `mock.fetch` with a request that only the handler holds, as a server does once it has passed it on. */
async function abortedAfterGarbageCollection(): Promise<void> {
  const controller = new AbortController()
  const answer = mock.fetch(new Request('http://localhost/svc/v1/AccountService', { signal: controller.signal }))
  const settled = answer.then(
    () => 'answered',
    (error: unknown) => error,
  )
  // Once the journal holds the request, the mock has chosen to wait.
  while (mock.requests.size === 0) await new Promise((resolve) => setTimeout(resolve, 5))
  collectGarbage()
  const reason = new Error('the client went away')
  controller.abort(reason)
  expect(await settled).toBe(reason)
}

describe('mock.fetch when its request is aborted', () => {
  test('a hang fault ends with the abort reason, even after a garbage collection', async () => {
    mock.setFaults({ all: 'hang' })
    await abortedAfterGarbageCollection()
  })

  test('a simulated delay ends with the abort reason instead of answering, even after a garbage collection', async () => {
    mock.setLatency(5000)
    await abortedAfterGarbageCollection()
  })
})
