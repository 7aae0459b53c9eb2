import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { HttpProblem } from '../engine/problems/http-problem.ts'
import { createSiteResponder } from './serve-site.ts'

let directory: string
const page =
  '<meta name="mock-mode" content="worker" /><meta name="mock-service-path" content="/svc/v1" /><meta name="mock-control-path" content="/__mock" />'

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'site-'))
  await mkdir(join(directory, 'assets'))
  await writeFile(join(directory, 'index.html'), page)
  await writeFile(join(directory, 'assets', 'app.js'), 'export {}')
})
afterAll(() => rm(directory, { recursive: true, force: true }))

const site = () => createSiteResponder({ directory, controlPrefix: '/__mock', servicePath: '/api/v1' })
const get = (target: string, method = 'GET') => {
  const [path = target, query = ''] = target.split(/(?=\?)/)
  return site()({ method, path, query })
}

describe('the simulator page of the standalone server', () => {
  test('/__mock/ -> index.html told to use the server, its service path and control prefix', async () => {
    const response = (await get('/__mock/'))!
    expect(response.headers['Content-Type']).toBe('text/html; charset=utf-8')
    expect(response.body).toBe(
      '<meta name="mock-mode" content="server" /><meta name="mock-service-path" content="/api/v1" /><meta name="mock-control-path" content="/__mock" />',
    )
  })

  test.each([
    { name: 'an asset -> served as JavaScript', path: '/__mock/assets/app.js', status: 200 },
    { name: '/__mock without slash -> permanent redirect', path: '/__mock?seed=1', status: 308 },
  ])('$name', async ({ path, status }) => {
    expect((await get(path))?.status).toBe(status)
  })

  test.each([
    {
      name: 'a missing asset -> not answered here (the server answers 404)',
      path: '/__mock/assets/nope.js',
      method: 'GET',
    },
    {
      name: 'a path that climbs out of the folder -> not answered',
      path: '/__mock/%2e%2e/%2e%2e/etc/passwd',
      method: 'GET',
    },
    { name: 'a POST -> not answered', path: '/__mock/', method: 'POST' },
    { name: 'outside the control prefix -> not answered', path: '/assets/app.js', method: 'GET' },
  ])('$name', async ({ path, method }) => {
    expect(await get(path, method)).toBeUndefined()
  })

  test.each(['/__mock/%', '/__mock/%zz', '/__mock/assets/%E0%A4%A', '/__mock/%ff', '/__mock/%c0%af'])(
    'a path that is not valid percent-encoding, %s -> a 400 problem',
    async (path) => {
      const error = await get(path).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(HttpProblem)
      expect((error as HttpProblem).status).toBe(400)
    },
  )

  test('site not built -> a 404 problem that says how to build it', async () => {
    const missing = createSiteResponder({
      directory: join(directory, 'nope'),
      controlPrefix: '/__mock',
      servicePath: '/svc/v1',
    })
    const error = await missing({ method: 'GET', path: '/__mock/', query: '' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpProblem)
    expect((error as HttpProblem).status).toBe(404)
    expect((error as HttpProblem).message).toMatch(/npm run build:site/)
  })
})
