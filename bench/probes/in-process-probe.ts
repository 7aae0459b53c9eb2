/**
 * @module Runs inside its own process: msw's `setupServer` and `fetch` of
 * each operation, in batches that alternate between our handlers and one
 * bare handler returning the same JSON (switched with `resetHandlers`), so
 * that both sides meet the same noisy moments. Sends the median µs per
 * request of each side, by operation, and the median ratio of the two
 * over pairs of batches run back to back.
 */
import { http, HttpResponse, type RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { createSeedData } from '../../src/data/seed-data.ts'
import { median } from '../lib/stats.ts'

/** Per operation: the median µs a request of each side, and the median ratio of ours to bare over pairs of adjacent batches. */
export type InProcessTimings = Record<string, { ours: number; bare: number; ratio: number }>

const [countText = '800', only] = process.argv.slice(2)
const count = Number(countText)
const batchSize = 50
const data = createSeedData()
const origin = 'http://localhost'
const operations = [
  {
    name: 'GET object',
    method: 'GET',
    path: `/svc/v1/RealEstateService/RealEstateObjects/${data.realEstateObjects[0]!.id}`,
  },
  { name: 'GET settings', method: 'GET', path: '/svc/v1/AccountService' },
  {
    name: 'GET account',
    method: 'GET',
    path: `/svc/v1/AccountService/Accounts/${data.accounts[0]!.seurity_settings.username}`,
  },
  {
    name: 'PATCH settings',
    method: 'PATCH',
    path: '/svc/v1/AccountService',
    bodies: ['{"activity_logs":false}', '{"activity_logs":true}'],
  },
] as const

const mock = createMock()
const server = setupServer(...mock.handlers)
server.listen({ onUnhandledFrame: 'error' })
const answers = new Map<string, string>()
for (const operation of operations) {
  const body = 'bodies' in operation ? operation.bodies[1] : undefined
  const response = await fetch(origin + operation.path, {
    method: operation.method,
    body,
    headers: { 'Content-Type': 'application/json' },
  })
  answers.set(operation.method + operation.path, await response.text())
}
// The in-process limit: one handler answering the same JSON as a hand-written handler would, nothing else.
const bareHandlers: RequestHandler[] = [
  http.all('*', async ({ request }) => {
    if (request.body) await request.text()
    return HttpResponse.json(JSON.parse(answers.get(request.method + new URL(request.url).pathname)!))
  }),
]

const results: InProcessTimings = {}
for (const operation of operations) {
  if (only && operation.name !== only) continue
  const send = async (index: number) => {
    const body = 'bodies' in operation ? operation.bodies[index % 2] : undefined
    const response = await fetch(origin + operation.path, {
      method: operation.method,
      body,
      headers: { 'Content-Type': 'application/json' },
    })
    await response.text()
  }
  const batch = async (handlers: RequestHandler[]) => {
    server.resetHandlers(...handlers)
    const startedAt = performance.now()
    for (let index = 0; index < batchSize; index++) await send(index)
    return ((performance.now() - startedAt) * 1000) / batchSize
  }
  // Warm-up of both sides, then alternating batches; which side goes first alternates too.
  for (let index = 0; index < Math.min(4, count / batchSize); index++)
    await batch(index % 2 ? bareHandlers : mock.handlers)
  const ours: number[] = []
  const bare: number[] = []
  for (let index = 0; index < count / batchSize; index++) {
    if (index % 2) {
      bare.push(await batch(bareHandlers))
      ours.push(await batch(mock.handlers))
    } else {
      ours.push(await batch(mock.handlers))
      bare.push(await batch(bareHandlers))
    }
  }
  // A pair of batches run back to back met the same moment of the machine: their ratio cancels it out.
  const ratio = median(ours.map((time, index) => time / bare[index]!))
  results[operation.name] = { ours: median(ours), bare: median(bare), ratio }
}
server.close()
if (process.send) process.send(results)
else console.log(results)
