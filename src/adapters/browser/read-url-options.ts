/** @module The options a page URL may carry: `?scenario=` and `?seed=`, which win over code. */

export type UrlOptions = { scenario?: string; seed?: number; warnings: string[] }

/**
 * Reads `?scenario=` and `?seed=`; a value that cannot be used is left out with a warning.
 * @example
 * readUrlOptions('https://app.test/?scenario=slow&seed=7', ['default', 'slow'])
 * // { scenario: 'slow', seed: 7, warnings: [] }
 */
export function readUrlOptions(url: string | URL, knownScenarios: readonly string[]): UrlOptions {
  const params = new URL(url).searchParams
  const options: UrlOptions = { warnings: [] }
  const scenario = params.get('scenario')
  if (scenario !== null && scenario !== '') {
    if (knownScenarios.includes(scenario)) options.scenario = scenario
    else options.warnings.push(`Failed to use ?scenario=${scenario}: no such scenario. Please use one of: ${knownScenarios.join(', ')}.`)
  }
  const seed = params.get('seed')
  if (seed !== null && seed !== '') {
    if (/^-?\d+$/.test(seed) && Number.isSafeInteger(Number(seed))) options.seed = Number(seed)
    else options.warnings.push(`Failed to use ?seed=${seed}: the seed must be a whole number. Please fix the URL.`)
  }
  return options
}
