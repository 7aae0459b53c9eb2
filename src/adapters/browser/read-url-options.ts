/** @module The options a page URL may carry: `?scenario=`, `?seed=` and `?session=`, which win over code. */
import { readSessionParam } from '../../engine/request/session-id.ts'
import { scenarioNames } from '../../engine/scenarios/stack-scenarios.ts'

export type UrlOptions = { scenario?: string; seed?: number; session?: string; warnings: string[] }

/**
 * Reads `?scenario=`, `?seed=` and `?session=`; a value that cannot be used is left out with a warning.
 * @example
 * readUrlOptions('https://app.test/?scenario=slow&seed=7', ['default', 'slow'])
 * // { scenario: 'slow', seed: 7, warnings: [] }
 */
export function readUrlOptions(url: string | URL, knownScenarios: readonly string[]): UrlOptions {
  const params = new URL(url).searchParams
  const options: UrlOptions = { warnings: [] }
  const scenario = params.get('scenario')
  if (scenario !== null && scenario !== '') {
    // `?scenario=slow,auth` stacks them, left to right.
    const unknown = scenarioNames(scenario).filter((name) => !knownScenarios.includes(name))
    if (unknown.length === 0) options.scenario = scenario
    else
      options.warnings.push(
        `Failed to use ?scenario=${scenario}: no such scenario (${unknown.map((name) => `"${name}"`).join(', ')}). Please use one of: ${knownScenarios.join(', ')}.`,
      )
  }
  const seed = params.get('seed')
  if (seed !== null && seed !== '') {
    if (/^-?\d+$/.test(seed) && Number.isSafeInteger(Number(seed))) options.seed = Number(seed)
    else options.warnings.push(`Failed to use ?seed=${seed}: the seed must be a whole number. Please fix the URL.`)
  }
  const { session, warning } = readSessionParam(url)
  if (session !== undefined) options.session = session
  if (warning !== undefined) options.warnings.push(warning)
  return options
}
