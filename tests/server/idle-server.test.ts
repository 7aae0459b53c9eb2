/**
 * A server left idle answers as it did before: an idle process gets full garbage collections from V8
 * (its memory reducer), and whatever the server keeps between requests (answer bytes by length, merged
 * headers, serialised records) must come through them. A write after one is read back, not an answer
 * of the same length kept from before.
 */
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createSeedData } from '../../src/data/seed-data.ts'
import { createServer, type MockServer } from '../../src/server/create-server.ts'

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

const data = createSeedData()
const reads = [
  `/svc/v1/RealEstateService/RealEstateObjects/${data.realEstateObjects[0]!.id}`,
  '/svc/v1/AccountService',
  `/svc/v1/AccountService/Accounts/${data.accounts[0]!.seurity_settings.username}`,
]
let server: MockServer
let url: string
beforeAll(async () => {
  server = createServer({ site: false })
  url = await server.listen(0)
})
afterAll(() => server.close())

/** Each read's status, headers that are not the date, and body, as the client got them. */
async function answers(): Promise<unknown[]> {
  return Promise.all(
    reads.map(async (path) => {
      const response = await fetch(url + path)
      const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'))
      return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) }
    }),
  )
}

/** Nothing queued, then two full collections, as an idle server's memory reducer runs them. */
async function idle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 20))
  collectGarbage()
  collectGarbage()
}

test('after full collections while idle, reads answer the same bytes and headers', async () => {
  const before = await answers()
  await idle()
  expect(await answers()).toEqual(before)
})

test('a write after an idle spell is read back, though its answer is as long as the one before', async () => {
  const settings = () => fetch(`${url}/svc/v1/AccountService`).then((response) => response.json())
  expect(await settings()).toMatchObject({ preferences: { language_default: 'en-US' } })
  await idle()
  const patched = await fetch(`${url}/svc/v1/AccountService`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ preferences: { language_default: 'de-DE' } }),
  })
  expect(patched.status).toBe(200)
  await idle()
  expect(await settings()).toMatchObject({ preferences: { language_default: 'de-DE' } })
})
