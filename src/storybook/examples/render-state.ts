/**
 * @module Markup of the states every example component goes through:
 * loading and error. The data state is each component's own.
 */
import type { ResourceResult } from './fetch-resource.ts'

/** Text made safe to put into markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

export function loadingMarkup(what: string): string {
  return `<div class="card loading" role="status" data-state="loading">Loading ${escapeHtml(what)}…</div>`
}

/** The error state: what failed, the problem's detail, and when to try again. */
export function errorMarkup(failure: Extract<ResourceResult<unknown>, { ok: false }>): string {
  const status = failure.status === 0 ? '' : `${failure.status} `
  const retry = failure.retryAfter ? `<p class="muted">Try again in ${escapeHtml(failure.retryAfter)} seconds.</p>` : ''
  return `<div class="card error" role="alert" data-state="error">
    <h2>${escapeHtml(status + failure.title)}</h2>
    <p>${escapeHtml(failure.detail)}</p>${retry}
    <button type="button" data-action="retry">Retry</button>
  </div>`
}
