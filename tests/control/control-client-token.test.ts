/**
 * The panel's ControlClient against a standalone server started with a
 * control token: the token given as an option, or kept by the tab, goes as a
 * bearer token; a refusal for want of it is told apart from other failures.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { createServer, type MockServer } from '../../src/server/create-server.ts'
import { PanelConnection } from '../../src/ui/panel/panel-connection.ts'
import { controlTokenStorageKey } from '../../src/ui/panel/control-token.ts'
import { ControlTokenRequiredError } from '../../src/engine/control/control-errors.ts'

let server: MockServer
let url: string

beforeAll(async () => {
  server = createServer({ seed: 42, controlToken: 't0k', site: false })
  url = await server.listen(0)
})
afterAll(() => server?.close())

// The client resolves its URL against the page and reads the tab's token: a page of this server, with empty storage.
const tabStorage = new Map<string, string>()
beforeAll(() => {
  vi.stubGlobal('document', { baseURI: `${url}/` })
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => tabStorage.get(key) ?? null,
    setItem: (key: string, value: string) => void tabStorage.set(key, value),
    removeItem: (key: string) => void tabStorage.delete(key),
  })
})
afterEach(async () => {
  tabStorage.clear()
  await server.mock.reset()
})
afterAll(() => vi.unstubAllGlobals())

describe('The control client and the control token', () => {
  test('with the token as an option: changes the scenario', async () => {
    const client = new PanelConnection('/__mock', undefined, { token: 't0k' })
    await client.control.useScenario('read-only')
    expect(server.mock.settings.scenario().name).toBe('read-only')
  })

  test("without an option: sends the tab's token", async () => {
    tabStorage.set(controlTokenStorageKey, 't0k')
    const client = new PanelConnection(`${url}/__mock`)
    expect(client.token).toBe('t0k')
    await client.control.useScenario('slow')
    expect(server.mock.settings.scenario().name).toBe('slow')
  })

  test('without a token: ControlTokenRequiredError, nothing sent as a token, nothing changed', async () => {
    const client = new PanelConnection(`${url}/__mock`)
    const failure = client.control.useScenario('maintenance')
    await expect(failure).rejects.toBeInstanceOf(ControlTokenRequiredError)
    await expect(failure).rejects.toMatchObject({ code: 'controlTokenRequired', tokenSent: false })
    expect(server.mock.settings.scenario().name).toBe('default')
  })

  test('with a wrong token: ControlTokenRequiredError saying one was sent; the right one then works', async () => {
    const client = new PanelConnection(`${url}/__mock`, undefined, { token: 'wrong' })
    await expect(client.control.reset()).rejects.toMatchObject({ tokenSent: true })
    client.token = 't0k'
    await expect(client.control.scenarios()).resolves.toContainEqual(
      expect.objectContaining({ name: 'default', active: true }),
    )
  })

  test('another failure stays a plain error', async () => {
    const client = new PanelConnection(`${url}/__mock`, undefined, { token: 't0k' })
    const failure = client.control.useScenario('no-such-scenario')
    await expect(failure).rejects.not.toBeInstanceOf(ControlTokenRequiredError)
    await expect(failure).rejects.toThrow(
      /^Failed to use a scenario \(PUT \/__mock\/scenario\): the mock answered 4\d\d/,
    )
  })
})
