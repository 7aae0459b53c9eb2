/** @module `<rem-account-list>`: every user account of the mock, fetched as a frontend would, shown as a table. */
import type { UserAccount } from '../../model/index.ts'
import { createCustomElement, defineOnce } from '../dom/custom-elements.ts'
import { AccountTableElement } from './account-table.ts'
import { ResourceListElement } from './resource-list-element.ts'
import type { Resources, ServiceClient } from './service-client.ts'

class AccountListElement extends ResourceListElement<UserAccount> {
  static readonly tag = 'rem-account-list'
  protected readonly styles = ''
  protected readonly noun = 'accounts'
  protected readonly emptyMessage = 'No accounts in this scenario.'

  protected keysOf(resources: Resources): string[] {
    return resources.accounts
  }

  protected fetchOne(client: ServiceClient, username: string) {
    return client.call('getAccount', { username })
  }

  protected renderItems(accounts: UserAccount[]) {
    if (accounts.length === 0) return false
    return createCustomElement(AccountTableElement, { accounts })
  }
}

/** @example defineAccountList(); document.body.append(document.createElement('rem-account-list')) */
export function defineAccountList(): void {
  defineOnce(AccountListElement.tag, AccountListElement)
}
