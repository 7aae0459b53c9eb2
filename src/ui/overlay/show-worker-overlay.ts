/**
 * @module `showWorkerOverlay`: tells the person at the page, not only the
 * console, that msw's worker script is missing or out of date, and how to fix
 * it. A missing script covers the page (the app cannot get its data); an
 * outdated one is a banner that can be dismissed. Styles live in a shadow
 * root, with `rem-` class names, so the app's CSS and selectors stay apart.
 */
import { h } from '../dom/h.ts'

export type WorkerOverlayProblem = {
  /** True when the mock did not start. */
  fatal: boolean
  /** A heading, e.g. "There is no worker script at /mockServiceWorker.js". */
  summary: string
  /** Why it matters and what to do, in a sentence or two. */
  detail: string
  /** The command that fixes it, when one does. */
  command?: string
}

const workerOverlayTagName = 'rem-worker-overlay'

const styles = /* css */ `
:host { all: initial; font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2937; }
*, *::before, *::after { box-sizing: border-box; }
.rem-backdrop { position: fixed; inset: 0; z-index: 2147483600; background: rgb(15 23 42 / 0.55); display: grid; place-items: center; padding: 16px; }
.rem-banner { position: fixed; top: 12px; left: 50%; transform: translateX(-50%); z-index: 2147483600; width: min(640px, calc(100vw - 24px)); }
.rem-card { background: #fff; border-radius: 12px; border: 1px solid #fecaca; box-shadow: 0 18px 50px rgb(15 23 42 / 0.35); padding: 18px 20px; max-width: 640px; }
.rem-banner .rem-card { border-color: #fcd34d; padding: 12px 16px; }
h2 { margin: 0 0 6px; font-size: 16px; color: #991b1b; }
.rem-banner h2 { color: #92400e; font-size: 14px; }
p { margin: 6px 0; color: #374151; }
.rem-command { display: flex; gap: 8px; align-items: center; margin: 10px 0 4px; }
code { flex: 1; font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; background: #111827; color: #f9fafb; padding: 8px 10px; border-radius: 6px; overflow-x: auto; white-space: nowrap; }
button { font: inherit; border: 1px solid #d6dae1; background: #fff; border-radius: 6px; padding: 6px 12px; cursor: pointer; }
button:hover { background: #f3f4f6; }
.rem-actions { display: flex; justify-content: flex-end; margin-top: 8px; }
`

/**
 * Shows the overlay (one per page: a later call replaces it) and returns its element.
 * @example
 * showWorkerOverlay({ fatal: true, summary: 'There is no worker script at /mockServiceWorker.js', detail, command: 'npx msw init public --save' })
 */
export function showWorkerOverlay(problem: WorkerOverlayProblem): HTMLElement {
  document.querySelector(workerOverlayTagName)?.remove()
  // A plain element with a shadow root: no custom element to register, so nothing to clash with.
  const host = document.createElement(workerOverlayTagName)
  const root = host.attachShadow({ mode: 'open' })
  const copy = h('button', { type: 'button', id: 'copy', onclick: () => void copyCommand() }, 'Copy')
  const copyCommand = async () => {
    try {
      await navigator.clipboard.writeText(problem.command ?? '')
      copy.textContent = 'Copied'
    } catch {
      // No clipboard (an insecure origin, a denied permission): the command is there to select by hand.
      copy.textContent = 'Select it'
    }
  }
  const card = h(
    'div',
    {
      class: 'rem-card',
      part: 'card',
      role: problem.fatal ? 'alertdialog' : 'alert',
      'aria-labelledby': 'title',
      'aria-describedby': 'message',
    },
    h(
      'h2',
      { id: 'title' },
      problem.fatal ? `The mock did not start: ${lowerFirst(problem.summary)}` : `${problem.summary}`,
    ),
    h('p', { id: 'message' }, problem.detail),
    problem.command !== undefined && h('p', {}, 'In your project, run this, then reload the page:'),
    problem.command !== undefined &&
      h('div', { class: 'rem-command' }, h('code', { id: 'command' }, problem.command), copy),
    h(
      'div',
      { class: 'rem-actions' },
      h('button', { type: 'button', id: 'dismiss', onclick: () => host.remove() }, problem.fatal ? 'Close' : 'Dismiss'),
    ),
  )
  root.replaceChildren(
    h('style', {}, styles),
    h('div', { class: problem.fatal ? 'rem-backdrop' : 'rem-banner', part: 'overlay' }, card),
  )
  // A script in <head> may start the mock before <body> exists.
  ;(document.body ?? document.documentElement).append(host)
  return host
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}
