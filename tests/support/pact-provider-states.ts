/**
 * @module The provider states of the mock's Pacts, set up on a running mock
 * (or a stand-in of the service) through its control API, as Pact's
 * `Verifier` calls them: each interaction in a session of its own seed, its
 * scenario, authentication and injected status, and a caller's token given
 * back for the request's `Authorization` (docs/contracts.md shows the same).
 */
import type { Pact } from '../../src/engine/journal/pact-v3.ts'

type Params = Record<string, any>
export type StateHandlers = Record<string, (params?: any) => Promise<Params | undefined>>

/** The session every interaction is verified in; send it as `X-Mock-Session` (the Verifier's `customProviderHeaders`). */
export const verificationSession = 'pact-verification'

export function providerStateHandlers(pact: Pact, url: string): StateHandlers {
  const control = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}/__mock${path}`, {
      method,
      headers: {
        'X-Mock-Session': verificationSession,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok && !(method === 'DELETE' && response.status === 404))
      throw new Error(
        `Failed to set a provider state: ${method} ${path} answered ${response.status} ${await response.text()}`,
      )
  }
  const handlers: StateHandlers = {}
  for (const { name } of pact.interactions.flatMap((interaction) => interaction.providerStates ?? [])) {
    if (name.startsWith('seed ')) {
      // A fresh session of the seed: every interaction starts from the seeded data.
      handlers[name] = async ({ seed }: Params) => {
        await control('DELETE', `/sessions/${verificationSession}`)
        await control('POST', '/sessions', { id: verificationSession, seed })
        return undefined
      }
    } else if (name.startsWith('caller ')) {
      // Read before authentication is enforced: the account's token, for the request's `Bearer ${token}`.
      handlers[name] = async ({ username }: Params) => {
        const response = await fetch(`${url}/svc/v1/AccountService/Accounts/${encodeURIComponent(username)}`, {
          headers: { 'X-Mock-Session': verificationSession },
        })
        return { token: ((await response.json()) as { auth_token: string }).auth_token }
      }
    } else if (name.startsWith('scenario ')) {
      handlers[name] = async ({ scenario }: Params) => (
        await control('PUT', '/scenario', { value: scenario }), undefined
      )
    } else if (name === 'authentication enforced') {
      handlers[name] = async () => (await control('PUT', '/auth', { value: true }), undefined)
    } else if (/ answers \d{3}$/.test(name)) {
      handlers[name] = async ({ operation, status }: Params) => (
        await control('PUT', '/faults', { value: { [operation]: { status } } }), undefined
      )
    } else {
      throw new Error(`No handler for the provider state "${name}".`)
    }
  }
  return handlers
}
