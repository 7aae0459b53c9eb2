/**
 * @module Loads faker before a session is made with a seed whose data the
 * build did not make (`POST {controlPrefix}/sessions` with `seed`): the page
 * ships the default seed's data prebuilt and downloads faker only when
 * another seed is asked for (docs/decisions/browser-bundle.md).
 */
import { http, type RequestHandler } from 'msw'
import { prepareSeedData, type SeedCounts } from '../../data/seed-data.ts'

/** A handler that answers nothing: it waits for faker when the new session's seed needs it, then lets the mock answer. */
export function prepareSessionSeed(controlPrefix: string, counts: Partial<SeedCounts> | undefined): RequestHandler {
  return http.post(`*${controlPrefix}/sessions`, async ({ request }) => {
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => undefined)
    const seed = (body as { seed?: unknown } | undefined)?.seed
    // A seed that is not a number is the mock's to refuse, with its own problem.
    if (typeof seed === 'number') await prepareSeedData(seed, counts)
  })
}
