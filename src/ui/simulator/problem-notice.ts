/** @module `<rem-problem-notice>`: an error answer (RFC 9457 problem) as a frontend should show it. */
import type { Problem } from '../../model/index.ts'
import { createCustomElement, defineOnce } from '../dom/custom-elements.ts'
import { h } from '../dom/h.ts'
import { JsonViewElement } from './json-view.ts'
import { ShadowElement } from './shadow-element.ts'

/** What a user can do about a status, in one sentence. */
const advice: Record<number, string> = {
  401: 'Sign in: open the Mock panel and pick an account under "Sign in as" (or, when the control API asks for its token, paste it there).',
  403: 'The signed-in account may not do this, or the scenario forbids it.',
  429: 'Too many requests: wait and try again.',
  503: 'The service is unavailable (the maintenance scenario, or an injected fault).',
}

export class ProblemNoticeElement extends ShadowElement {
  static readonly tag = 'rem-problem-notice'
  protected readonly styles = /* css */ `
    .notice { border: 1px solid #f3c2c2; background: #fff5f5; border-radius: 10px; padding: 12px 14px; }
    .title { margin: 0; font-weight: 650; color: #991b1b; }
    .status { display: inline-block; margin-right: 8px; padding: 0 8px; border-radius: 999px; background: #991b1b; color: #fff; font-size: 12px; font-variant-numeric: tabular-nums; }
    p { margin: 4px 0 0; }
  `
  #problem: Problem | undefined
  #retry: (() => void) | undefined

  get problem(): Problem | undefined {
    return this.#problem
  }
  set problem(problem: Problem | undefined) {
    this.#problem = problem
    this.update()
  }

  /** Shows a "Try again" button that calls it. */
  set retry(retry: (() => void) | undefined) {
    this.#retry = retry
    this.update()
  }

  protected render() {
    const problem = this.#problem
    if (!problem) return null
    const hint = advice[problem.status]
    return h(
      'div',
      { class: 'notice', role: 'alert' },
      h(
        'p',
        { class: 'title' },
        problem.status ? h('span', { class: 'status' }, String(problem.status)) : null,
        this.getAttribute('heading') ?? problem.title,
      ),
      h('p', {}, problem.detail),
      hint && h('p', { class: 'muted' }, hint),
      this.#retry &&
        h('p', {}, h('button', { type: 'button', class: 'button', onclick: () => this.#retry?.() }, 'Try again')),
      createCustomElement(JsonViewElement, { label: 'the problem JSON', value: problem }),
    )
  }
}

/**
 * @example
 * defineProblemNotice()
 * const notice = document.createElement('rem-problem-notice')
 * notice.problem = { type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'Down for maintenance.' }
 */
export function defineProblemNotice(): void {
  defineOnce(ProblemNoticeElement.tag, ProblemNoticeElement)
}
