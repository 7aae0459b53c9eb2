/** @module `<rem-account-table>`: user accounts as a table, each row's raw JSON one click away. */
import type { UserAccount } from '../../model/index.ts'
import { defineOnce } from '../dom/custom-elements.ts'
import { h } from '../dom/h.ts'
import { ShadowElement } from './shadow-element.ts'

export class AccountTableElement extends ShadowElement {
  static readonly tag = 'rem-account-table'
  protected readonly styles = /* css */ `
    .wrap { overflow-x: auto; background: var(--rem-surface); border: 1px solid var(--rem-border); border-radius: 12px; }
    table { width: 100%; border-collapse: collapse; font-size: 13px; }
    th { text-align: left; font-weight: 600; color: var(--rem-muted); background: #f7f8fa; padding: 8px 10px; border-bottom: 1px solid var(--rem-border); white-space: nowrap; }
    td { padding: 8px 10px; border-bottom: 1px solid #eef0f3; vertical-align: top; overflow-wrap: anywhere; unicode-bidi: plaintext; }
    tr:last-child td { border-bottom: 0; }
    .name { font-weight: 600; }
    .state { font-size: 12px; font-weight: 600; padding: 1px 8px; border-radius: 999px; background: #dcfce7; color: #166534; white-space: nowrap; }
    .state.off { background: #fee2e2; color: #991b1b; }
    .json-row td { background: #f8fafc; }
    .json-row pre.json { margin: 0; }
  `
  #accounts: UserAccount[] = []
  #openRows = new Set<string>()

  get accounts(): UserAccount[] {
    return this.#accounts
  }
  set accounts(accounts: UserAccount[]) {
    this.#accounts = accounts
    this.update()
  }

  protected render() {
    const rows = this.#accounts.flatMap((account) => {
      const id = account.id
      const open = this.#openRows.has(id)
      const toggle = h(
        'button',
        { type: 'button', class: 'button link', 'aria-expanded': String(open) },
        open ? 'Hide JSON' : 'JSON',
      )
      toggle.addEventListener('click', () => {
        if (open) this.#openRows.delete(id)
        else this.#openRows.add(id)
        this.update()
        this.root.querySelector<HTMLButtonElement>(`[data-account="${CSS.escape(id)}"] button`)?.focus()
      })
      const name = [account.first_name, account.middle_name, account.last_name].filter(Boolean).join(' ')
      const plan = account.subscription_management.plan
      const row = h(
        'tr',
        { 'data-account': id },
        h(
          'td',
          {},
          h('div', { class: 'name' }, name || '(no name)'),
          h('div', { class: 'mono muted' }, account.seurity_settings.username),
        ),
        h('td', {}, account.roles.name),
        h('td', {}, plan.plan_name, h('div', { class: 'muted' }, formatPrice(plan.plan_price))),
        h('td', {}, account.preferences.language, h('div', { class: 'muted' }, account.preferences.time_zone)),
        h(
          'td',
          {},
          h('span', { class: account.enabled ? 'state' : 'state off' }, account.enabled ? 'Enabled' : 'Disabled'),
        ),
        h('td', {}, account.seurity_settings.two_factor_auth ? 'Yes' : 'No'),
        h('td', {}, toggle),
      )
      return open
        ? [
            row,
            h(
              'tr',
              { class: 'json-row' },
              h('td', { colspan: 7 }, h('pre', { class: 'json', tabindex: 0 }, JSON.stringify(account, null, 2))),
            ),
          ]
        : [row]
    })
    return h(
      'div',
      { class: 'wrap' },
      h(
        'table',
        {},
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            ...['Name', 'Role', 'Plan', 'Language', 'State', '2FA', ''].map((label) =>
              h('th', { scope: 'col' }, label),
            ),
          ),
        ),
        h('tbody', {}, ...rows),
      ),
    )
  }
}

function formatPrice(price: number): string {
  // The interface states no currency or period for plan prices, so none is shown.
  return `price ${Number.isFinite(price) ? price.toLocaleString('en-US', { maximumFractionDigits: 2 }) : String(price)}`
}

/**
 * @example
 * defineAccountTable()
 * const table = document.createElement('rem-account-table')
 * table.accounts = [alice, bob]
 */
export function defineAccountTable(): void {
  defineOnce(AccountTableElement.tag, AccountTableElement)
}
