/**
 * @module `mockOptions.pact`: one Pact (v3) per run of the Playwright tests,
 * every test's interactions merged into `<dir>/<consumer>-<provider>.json`.
 */
import { join, resolve } from 'node:path'
import { pactPartiesOf } from '../../engine/journal/journal-pact.ts'

export type PactFixtureOptions = {
  /** The frontend's name in the Pact. Default `frontend`. */
  consumer?: string
  /** The service's name in the Pact. Default `real-estate-service`. */
  provider?: string
  /** Where the Pact file goes, from the directory the tests run in. Default `pacts`. */
  dir?: string
}

/** The Pact's parties and its file; a name that is empty or too long throws, as the journal's `toPact` does. */
export function pactFileOf(options: PactFixtureOptions): { consumer: string; provider: string; file: string } {
  const { consumer, provider } = pactPartiesOf(options)
  // Names are free text; in a file name, anything but letters, digits, dots, dashes and underscores becomes `_`.
  const safe = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_')
  return { consumer, provider, file: join(resolve(options.dir ?? 'pacts'), `${safe(consumer)}-${safe(provider)}.json`) }
}
