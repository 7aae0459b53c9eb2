/**
 * Determinism across environments: every resource fetched in Chromium
 * through the worker is byte-identical to the same request answered in Node,
 * for the same seed.
 */
import { createHash } from 'node:crypto'
import { getResponse } from 'msw'
import { describe, expect, inject, test } from 'vitest'
import { createMock } from '../../src/doors/middleware/create-node-mock.ts'
import { useChromium, openSimulator } from './support/chromium.ts'

const siteUrl = inject('siteUrl')
const browser = useChromium()

/** The paths of every resource of a seed: each object, each account, the settings. */
async function resourcePaths(seed: number): Promise<string[]> {
  const { realEstateObjects, accounts } = await createMock({ seed }).resources()
  return [
    '/svc/v1/AccountService',
    ...realEstateObjects.map((id) => `/svc/v1/RealEstateService/RealEstateObjects/${id}`),
    ...accounts.map((username) => `/svc/v1/AccountService/Accounts/${username}`),
  ]
}

async function nodeBodies(seed: number, paths: string[]): Promise<string[]> {
  const mock = createMock({ seed })
  return Promise.all(
    paths.map(async (path) => (await getResponse(mock.handlers, new Request(`http://localhost${path}`)))!.text()),
  )
}

const digest = (bodies: string[]) => createHash('sha256').update(bodies.join('\n')).digest('hex')

describe('same seed, same bytes in Chromium and Node', () => {
  test.each([42, 7])('seed %i', async (seed) => {
    const paths = await resourcePaths(seed)
    const { context, page } = await openSimulator(browser(), `${siteUrl}/?seed=${seed}&persist=0`)
    const browserBodies = await page.evaluate(
      (paths) => Promise.all(paths.map(async (path) => (await fetch(path)).text())),
      paths,
    )
    const expected = await nodeBodies(seed, paths)
    expect(browserBodies).toHaveLength(paths.length)
    // Compare bodies first, so a mismatch names the resource; then the digest the issue asks for.
    expect(browserBodies).toEqual(expected)
    expect(digest(browserBodies)).toBe(digest(expected))
    await context.close()
  })
})
