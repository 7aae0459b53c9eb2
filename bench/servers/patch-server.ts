/**
 * @module The PATCH baseline: a minimal honest `node:http` server that does
 * what any PATCH must and nothing a mock adds. It reads the body,
 * `JSON.parse`s it, merges it two levels deep into the settings and
 * `JSON.stringify`s the result. The settings start as ours answers them
 * (recorded from our server, file named by the first argument), so that
 * both send the same bytes.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readRecordedAnswers } from './recorded-answers.ts'

type Json = Record<string, unknown>

const recorded = readRecordedAnswers(process.argv[2]!)
const settingsPath = [...recorded.keys()].find((key) => key.startsWith('GET ') && key.endsWith('/AccountService'))
const settings = JSON.parse(recorded.get(settingsPath!)!) as Json
const path = settingsPath!.slice('GET '.length)

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** `patch` into `target`: a key whose both sides are objects is merged one level further, any other replaced. */
function mergeTwoLevels(target: Json, patch: Json): void {
  for (const [key, value] of Object.entries(patch)) {
    const current = target[key]
    target[key] = isObject(current) && isObject(value) ? { ...current, ...value } : value
  }
}

const server = createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    if (request.method !== 'PATCH' || request.url !== path) return void response.writeHead(404).end()
    let patch: unknown
    try {
      patch = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    } catch {
      return void response.writeHead(400).end()
    }
    if (!isObject(patch)) return void response.writeHead(400).end()
    mergeTwoLevels(settings, patch)
    const body = JSON.stringify(settings)
    response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }).end(body)
  })
})
server.listen(0, '127.0.0.1', () => {
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })
})
