/**
 * @module `createAuthGroup`: whether the mock enforces its simulated
 * authentication, and which well-known account the page signs in as.
 */
import { h } from '../dom/h.ts'
import { readSignIn, writeSignIn } from './auth-token.ts'
import { formCell, panelGroup } from './panel-group.ts'
import { signInAccounts } from './sign-in-accounts.ts'

export type AuthGroup = ReturnType<typeof createAuthGroup>

/** @example panelBody.append(createAuthGroup((enforced) => client.setAuth(enforced)).element) */
export function createAuthGroup(onEnforce: (enforced: boolean | null) => void) {
  const enforce = h(
    'select',
    { id: 'auth' },
    h('option', { value: '' }, 'As the scenario says'),
    h('option', { value: 'true' }, 'Enforced'),
    h('option', { value: 'false' }, 'Off'),
  )
  const signIn = h(
    'select',
    { id: 'sign-in' },
    h('option', { value: '' }, 'Nobody (no token)'),
    ...signInAccounts.map((account) =>
      h(
        'option',
        { value: account.username },
        `${account.name}, ${account.role}${account.enabled ? '' : ' (disabled)'}`,
      ),
    ),
  )
  enforce.addEventListener('change', () => onEnforce(enforce.value === '' ? null : enforce.value === 'true'))
  signIn.addEventListener('change', () => {
    const account = signInAccounts.find((candidate) => candidate.username === signIn.value)
    writeSignIn(account ? { token: account.token, username: account.username } : { token: null, username: null })
  })
  return {
    element: panelGroup(
      'Authentication',
      h('div', { class: 'rem-grid' }, formCell('Enforce', enforce), formCell('Sign in as', signIn)),
    ),
    /** Shows the mock's setting (null: the scenario decides) and who the page is signed in as. */
    show(enforced: boolean | null): void {
      enforce.value = enforced === null ? '' : String(enforced)
      signIn.value = readSignIn().username ?? ''
    },
  }
}
