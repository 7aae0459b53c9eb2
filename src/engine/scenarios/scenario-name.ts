/**
 * @module What a scenario may be called, for the type checker: a built-in
 * name (with autocomplete), a name your scenarios register, or any string
 * (a scenario passed to `createMock({ scenarios })` is found at run time).
 */
import type { BuiltInScenarioName } from './built-in-scenarios.ts'

/**
 * The names of your own scenarios, for autocomplete beside the built-in ones.
 * Register them by augmenting this interface:
 * @example
 * declare module 'real-estate-service-mock' {
 *   interface ScenarioNames {
 *     'one-object': true
 *   }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging (a type alias cannot be)
export interface ScenarioNames {}

/** A scenario's name: `(string & {})` keeps autocomplete for the known ones while any string type-checks. */
export type ScenarioName = BuiltInScenarioName | Extract<keyof ScenarioNames, string> | (string & {})

/** One scenario, or several stacked left to right (`['slow', 'auth']` or `'slow,auth'`). */
export type ScenarioChoice = ScenarioName | readonly ScenarioName[]
