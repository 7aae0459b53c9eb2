/**
 * @module Runs inside its own process: msw's `setupServer` with either our
 * handlers or one bare handler returning constant JSON, and `fetch` of each
 * operation in turn. Sends µs per request by operation.
 */
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { createMock } from '../../src/adapters/create-mock.ts'
import { createSeedData } from '../../src/data/seed-data.ts'

const [kind, countText] = process.argv.slice(2)
const count = Number(countText)
const data = createSeedData()
const origin = 'http://localhost'
const operations = [
  { name: 'GET object', method: 'GET', path: `/svc/v1/RealEstateService/RealEstateObjects/${data.realEstateObjects[0]!.id}` },
  { name: 'GET settings', method: 'GET', path: '/svc/v1/AccountService' },
  { name: 'GET account', method: 'GET', path: `/svc/v1/AccountService/Accounts/${data.accounts[0]!.seurity_settings.username}` },
  { name: 'PATCH settings', method: 'PATCH', path: '/svc/v1/AccountService', bodies: ['{"activity_logs":false}', '{"activity_logs":true}'] },
] as const

const mock = createMock()
const answers = new Map<string, string>()
let server = setupServer(...mock.handlers)
server.listen({ onUnhandledRequest: 'error' })
for (const operation of operations) {
  const body = 'bodies' in operation ? operation.bodies[1] : undefined
  const response = await fetch(origin + operation.path, { method: operation.method, body, headers: { 'Content-Type': 'application/json' } })
  answers.set(operation.path + operation.method, await response.text())
}
if (kind === 'bare') {
  server.close()
  // The in-process limit: one handler, constant JSON, nothing else.
  server = setupServer(
    http.all('*', async ({ request }) => {
      if (request.body) await request.text()
      return HttpResponse.json(JSON.parse(answers.get(new URL(request.url).pathname + request.method)!))
    }),
  )
  server.listen({ onUnhandledRequest: 'error' })
}

const results: Record<string, number> = {}
for (const operation of operations) {
  const send = async (index: number) => {
    const body = 'bodies' in operation ? operation.bodies[index % 2] : undefined
    const response = await fetch(origin + operation.path, { method: operation.method, body, headers: { 'Content-Type': 'application/json' } })
    await response.text()
  }
  for (let index = 0; index < Math.min(200, count); index++) await send(index)
  const startedAt = performance.now()
  for (let index = 0; index < count; index++) await send(index)
  results[operation.name] = ((performance.now() - startedAt) * 1000) / count
}
server.close()
process.send?.(results)
