/** @module `<rem-account-list>`: every user account of the mock, fetched as a frontend would, shown as a table. */
import type { UserAccount } from '../../model/index.ts'
import { defineAccountTable, type AccountTableElement } from './account-table.ts'
import { ResourceListElement } from './resource-list-element.ts'
import type { Resources, ServiceClient } from './service-client.ts'
import { defineOnce } from './shadow-element.ts'

export class AccountListElement extends ResourceListElement<UserAccount> {
  protected readonly styles = /* css */ `
    .count { margin: 0 0 10px; }
    rem-problem-notice { margin-bottom: 16px; }
  `
  protected readonly noun = 'accounts'
  protected readonly emptyMessage = 'No accounts in this scenario.'

  protected keysOf(resources: Resources): string[] {
    return resources.accounts
  }

  protected fetchOne(client: ServiceClient, username: string) {
    return client.getAccount(username)
  }

  protected renderItems(accounts: UserAccount[]) {
    if (accounts.length === 0) return false
    defineAccountTable()
    const table = document.createElement('rem-account-table') as AccountTableElement
    table.accounts = accounts
    return table
  }
}

/** @example defineAccountList(); document.body.append(document.createElement('rem-account-list')) */
export function defineAccountList(): void {
  defineOnce('rem-account-list', AccountListElement)
}
