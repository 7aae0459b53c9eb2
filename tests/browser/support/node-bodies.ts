/**
 * @module `nodeBodies`: every resource of a seed (each object, each account, the settings) as Node's
 * mock answers it, byte for byte: what a browser's in-page mock must give for the same seed.
 */
import { getResponse } from 'msw'
import { createMock } from '../../../src/adapters/middleware/create-node-mock.ts'

/**
 * The paths of every resource of `seed` and the body Node's mock answers at each, in the same order.
 * @example
 * const { paths, bodies } = await nodeBodies(7)
 * expect(await page.evaluate(bodiesAt, paths)).toEqual(bodies)
 */
export async function nodeBodies(seed: number): Promise<{ paths: string[]; bodies: string[] }> {
  const mock = createMock({ seed })
  const { realEstateObjects, accounts } = await mock.resources()
  const paths = [
    '/svc/v1/AccountService',
    ...realEstateObjects.map((id) => `/svc/v1/RealEstateService/RealEstateObjects/${id}`),
    ...accounts.map((username) => `/svc/v1/AccountService/Accounts/${username}`),
  ]
  const bodies = await Promise.all(
    paths.map(async (path) => (await getResponse(mock.handlers, new Request(`http://localhost${path}`)))!.text()),
  )
  return { paths, bodies }
}
