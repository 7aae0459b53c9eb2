/** @module `<rem-account-list>`: every user account of the mock, fetched as a frontend would, shown as a table. */
import { h } from '../panel/create-element.ts'
import type { Problem, UserAccount } from '../schema/index.ts'
import { defineAccountTable, type AccountTableElement } from './account-table.ts'
import { ConnectedElement } from './connected-element.ts'
import { defineProblemNotice, type ProblemNoticeElement } from './problem-notice.ts'
import { defineOnce } from './shadow-element.ts'
import { summarizeFailures } from './summarize-failures.ts'

export class AccountListElement extends ConnectedElement {
  protected readonly styles = /* css */ `
    .count { margin: 0 0 10px; }
    rem-problem-notice { margin-bottom: 16px; }
  `
  #accounts: UserAccount[] = []
  #problem: Problem | undefined
  #total = 0

  protected async fetchData(isCurrent: () => boolean): Promise<boolean> {
    this.#problem = undefined
    this.update()
    const resources = await this.client.listResources()
    if (!isCurrent()) return false
    if (!resources.ok) {
      this.#accounts = []
      this.#problem = resources.problem
      this.update()
      return true
    }
    const usernames = resources.data.accounts
    const results = await Promise.all(usernames.map((username) => this.client.getAccount(username)))
    if (!isCurrent()) return false
    this.#total = usernames.length
    this.#accounts = results.flatMap((result) => (result.ok ? [result.data] : []))
    this.#problem = summarizeFailures(results, 'accounts')
    this.update()
    return true
  }

  protected render() {
    defineAccountTable()
    defineProblemNotice()
    const notice = this.#problem && (document.createElement('rem-problem-notice') as ProblemNoticeElement)
    if (notice) {
      notice.problem = this.#problem
      notice.retry = () => void this.load()
    }
    const table = this.#accounts.length > 0 && (document.createElement('rem-account-table') as AccountTableElement)
    if (table) table.accounts = this.#accounts
    const status = this.loading
      ? 'Loading…'
      : this.#total === 0 && !this.#problem
        ? 'No accounts in this scenario.'
        : `${this.#accounts.length} of ${this.#total} accounts loaded.`
    return [h('p', { class: 'count muted', role: 'status' }, status), notice, table]
  }
}

/** @example defineAccountList(); document.body.append(document.createElement('rem-account-list')) */
export function defineAccountList(): void {
  defineOnce('rem-account-list', AccountListElement)
}
