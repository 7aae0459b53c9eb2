/**
 * `mock.onChange`: what keeps another copy of the state in step (the browser's
 * tabs) hears of every change, an undo included, and of nothing else.
 */
import { expect, test } from 'vitest'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import type { TimelineEntry } from '../../src/engine/session/state-history.ts'

const patchSettings = (mock: ReturnType<typeof createMock>, body: unknown) =>
  mock.fetch(
    new Request(`http://localhost${mock.paths.servicePath}/AccountService`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )

test('a PATCH, a scenario switch, an undo and a reset are each told once; a GET and a second stop are not', async () => {
  const mock = createMock({ seed: 7, defaultLatency: 0 })
  const heard: Pick<TimelineEntry, 'version' | 'kind'>[] = []
  const stop = mock.history.onChange(({ version, kind }) => heard.push({ version, kind }))

  expect((await patchSettings(mock, { activity_logs: false })).status).toBe(200)
  await mock.fetch(new Request(`http://localhost${mock.paths.servicePath}/AccountService`))
  await mock.useScenario('slow')
  await mock.history.undo()
  expect(heard).toEqual([
    { version: 1, kind: 'request' },
    { version: 2, kind: 'setting' },
    // The undo makes no version: it tells the one the state went back to.
    { version: 1, kind: 'request' },
  ])
  expect(mock.settings.scenario().name).toBe('default')

  await mock.reset()
  expect(heard.at(-1)?.kind).toBe('reset')
  const told = heard.length
  stop()
  await patchSettings(mock, { activity_logs: true })
  expect(heard).toHaveLength(told)
})
