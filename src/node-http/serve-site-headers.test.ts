/**
 * The simulator page's files as the standalone server sends them, over HTTP: the build's `.br` or
 * `.gz` twin by the client's Accept-Encoding (`Vary` says so), the file itself to a client that takes
 * neither, and a year's immutable caching for hashed assets only.
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createServer, type MockServer } from '../server/create-server.ts'
import { precompressSite } from './precompress-site.ts'

let directory: string
let server: MockServer
let origin: string
const script = `export const answer = ${JSON.stringify('forty-two '.repeat(200))}\n`
const page =
  '<!doctype html><meta name="mock-mode" content="worker" /><meta name="mock-service-path" content="/svc/v1" /><meta name="mock-control-path" content="/__mock" /><p>The simulator page</p>'

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'site-headers-'))
  await mkdir(join(directory, 'assets'))
  await writeFile(join(directory, 'index.html'), page)
  await writeFile(join(directory, 'assets', 'index-BawD7mfY.js'), script)
  await writeFile(join(directory, 'mockServiceWorker.js'), script)
  await precompressSite(directory)
  server = createServer({ seed: 42, site: directory })
  origin = await server.listen(0)
})
afterAll(async () => {
  await server.close()
  await rm(directory, { recursive: true, force: true })
})

/** A GET as sent, its body as received: no client-side decoding (unlike fetch's). */
function get(path: string, acceptEncoding?: string): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }
    request(new URL(path, origin), { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

const hashedAsset = '/__mock/assets/index-BawD7mfY.js'

describe('compressed files of the simulator page', () => {
  test("a browser's Accept-Encoding -> the build's brotli twin, Vary: Accept-Encoding", async () => {
    const { headers, body } = await get(hashedAsset, 'gzip, deflate, br, zstd')
    expect(headers['content-encoding']).toBe('br')
    expect(headers.vary).toBe('Accept-Encoding')
    expect(headers['content-length']).toBe(String(body.length))
    expect(body).toEqual(await readFile(join(directory, 'assets', 'index-BawD7mfY.js.br')))
    expect(brotliDecompressSync(body).toString()).toBe(script)
  })

  test('gzip only -> the gzip twin', async () => {
    const { headers, body } = await get(hashedAsset, 'gzip')
    expect(headers['content-encoding']).toBe('gzip')
    expect(headers.vary).toBe('Accept-Encoding')
    expect(gunzipSync(body).toString()).toBe(script)
  })

  test.each([
    ['no Accept-Encoding', undefined],
    ['identity', 'identity'],
    ['both refused', 'br;q=0, gzip;q=0'],
  ])('a client that takes neither (%s) -> the file itself, no Content-Encoding', async (_, accept) => {
    const { headers, body } = await get(hashedAsset, accept)
    expect(headers['content-encoding']).toBeUndefined()
    expect(headers.vary).toBe('Accept-Encoding')
    expect(body.toString()).toBe(script)
  })

  test('index.html, rewritten for the server, compressed as sent', async () => {
    const br = await get('/__mock/', 'br')
    const gzip = await get('/__mock/', 'gzip')
    const plain = await get('/__mock/')
    expect([
      br.headers['content-encoding'],
      gzip.headers['content-encoding'],
      plain.headers['content-encoding'],
    ]).toEqual(['br', 'gzip', undefined])
    expect(plain.body.toString()).toContain('<meta name="mock-mode" content="server" />')
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString())
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString())
  })
})

describe('caching of the simulator page', () => {
  test('a hashed asset -> public, a year, immutable', async () => {
    expect((await get(hashedAsset, 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  test.each([
    ['index.html', '/__mock/'],
    ['the worker script, whose name has no hash', '/__mock/mockServiceWorker.js'],
  ])('%s -> no-cache, checked on each use', async (_, path) => {
    const { headers } = await get(path, 'br')
    expect(headers['cache-control']).toBe('no-cache')
    expect(headers.vary).toBe('Accept-Encoding')
  })
})
