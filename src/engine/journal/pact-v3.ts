/**
 * @module The Pact specification v3 document, as far as the journal writes
 * one: HTTP interactions with provider states, matching rules and generators.
 * Declared once here: no maintained package ships these types on their own
 * (`@pact-foundation/pact` keeps them inside its runtime).
 * https://github.com/pact-foundation/pact-specification/tree/version-3
 */

/** One rule of how an actual value may differ from the example. */
type PactMatcher =
  | { match: 'type'; min?: number; max?: number }
  | { match: 'regex'; regex: string }
  | { match: 'equality' }
  | { match: 'integer' }
  | { match: 'decimal' }
  | { match: 'number' }

/** The rules of one path (`$.name`, `$.owner.email`, `$.tags`), all of which must hold. */
export type PactRuleList = { matchers: PactMatcher[]; combine?: 'AND' | 'OR' }

/** Rules by category: `body` by JSON path (`$` the root), `header` and `query` by name, `path` as one list. */
type PactMatchingRules = {
  body?: Record<string, PactRuleList>
  header?: Record<string, PactRuleList>
  query?: Record<string, PactRuleList>
  path?: PactRuleList
}

/** A value the verifier makes when it replays the request: here, from what a provider state's setup gave (`${token}`). */
type PactGenerator = { type: 'ProviderState'; expression: string; dataType?: 'STRING' }

type PactGenerators = {
  header?: Record<string, PactGenerator>
}

/** What the provider must be in for an interaction: set up by the provider team's handler of that name. */
export type PactProviderState = { name: string; params?: Record<string, unknown> }

export type PactRequest = {
  method: string
  path: string
  /** Each name's values, in order (v3). */
  query?: Record<string, string[]>
  headers?: Record<string, string>
  body?: unknown
  matchingRules?: PactMatchingRules
  generators?: PactGenerators
}

export type PactResponse = {
  status: number
  headers?: Record<string, string>
  body?: unknown
  matchingRules?: PactMatchingRules
}

export type PactInteraction = {
  /** Unique in its Pact: the verifier and brokers name the interaction by it. */
  description: string
  providerStates?: PactProviderState[]
  request: PactRequest
  response: PactResponse
}

export type Pact = {
  consumer: { name: string }
  provider: { name: string }
  interactions: PactInteraction[]
  metadata: {
    pactSpecification: { version: '3.0.0' }
    /** The tool that wrote it, by its package name. */
    [tool: string]: { version: string }
  }
}

/** Who the Pact is between: the frontend (consumer) and the service (provider). */
export type PactParties = { consumer?: string; provider?: string }
