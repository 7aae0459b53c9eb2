/**
 * @module `createTimelineView`: the state's history as people read it: the
 * versions newest first, each with what it changed ("old → new" per field),
 * an Undo button, "Go back here" per version, and the named snapshots to
 * take, restore and drop. The dev panel and the simulator page's History tab
 * both show it; they give it the actions, it gives them the element.
 */
import type { SnapshotInfo } from '../../engine/session/session-history.ts'
import type { TimelineEntry } from '../../engine/session/state-history.ts'
import { h } from '../dom/h.ts'

export type TimelineActions = {
  undo(): void
  goBack(version: number): void
  takeSnapshot(name: string): void
  restoreSnapshot(name: string): void
  deleteSnapshot(name: string): void
}

export type TimelineView = ReturnType<typeof createTimelineView>

const shownValueLength = 48

/** @example host.append(createTimelineView({ undo: () => client.undo(), … }).element) */
export function createTimelineView(actions: TimelineActions) {
  const undo = h(
    'button',
    { type: 'button', class: 'rem-button rem-small', 'data-action': 'undo', onclick: () => actions.undo() },
    'Undo',
  )
  const name = h('input', {
    type: 'text',
    class: 'rem-snapshot-name',
    placeholder: 'snapshot name',
    'aria-label': 'Snapshot name',
    maxlength: 128,
  })
  const save = h(
    'button',
    { type: 'button', class: 'rem-button rem-small', 'data-action': 'snapshot' },
    'Save snapshot',
  )
  save.addEventListener('click', () => {
    actions.takeSnapshot(name.value.trim())
    name.value = ''
  })
  const snapshots = h('ul', { class: 'rem-snapshots', 'aria-label': 'Snapshots' })
  const versions = h('ol', { class: 'rem-versions', 'aria-label': 'Versions, newest first' })
  let lastDrawn = ''
  const element = h(
    'div',
    { class: 'rem-timeline' },
    h('div', { class: 'rem-timeline-bar' }, undo, h('span', { class: 'rem-spacer' }), name, save),
    snapshots,
    versions,
  )

  return {
    element,
    /** Shows the versions and snapshots as read from the control API. */
    show(entries: readonly TimelineEntry[], kept: readonly SnapshotInfo[]): void {
      // Read again after each request: drawn again only when something changed, so clicks and scrolling hold.
      // The time goes in too: another session's timeline may have the same version numbers.
      const drawn = JSON.stringify([entries.map((entry) => [entry.version, entry.time]), kept])
      if (drawn === lastDrawn) return
      lastDrawn = drawn
      undo.disabled = entries.length < 2
      undo.title = undo.disabled ? 'Nothing to undo' : `Undo: ${entries.at(-1)!.label}`
      snapshots.replaceChildren(
        ...kept.map((snapshot) =>
          h(
            'li',
            { class: 'rem-snapshot', 'data-snapshot': snapshot.name },
            h('span', { class: 'rem-snapshot-label' }, snapshot.name),
            h(
              'span',
              { class: 'rem-muted' },
              `v${snapshot.version}${snapshot.include === 'data' ? ' · data only' : ''}`,
            ),
            h('span', { class: 'rem-spacer' }),
            h(
              'button',
              {
                type: 'button',
                class: 'rem-button rem-small',
                'data-action': 'restore-snapshot',
                onclick: () => actions.restoreSnapshot(snapshot.name),
              },
              'Restore',
            ),
            h(
              'button',
              {
                type: 'button',
                class: 'rem-icon-button',
                'aria-label': `Delete snapshot ${snapshot.name}`,
                onclick: () => actions.deleteSnapshot(snapshot.name),
              },
              '×',
            ),
          ),
        ),
      )
      const newest = entries.at(-1)?.version
      versions.replaceChildren(
        ...[...entries].reverse().map((entry) => versionItem(entry, entry.version === newest, actions)),
      )
    },
  }
}

function versionItem(entry: TimelineEntry, current: boolean, actions: TimelineActions): HTMLElement {
  const head = h(
    'div',
    { class: 'rem-version-head' },
    h('span', { class: 'rem-version-number' }, `v${entry.version}`),
    h('time', { class: 'rem-muted', datetime: entry.time }, entry.time.slice(11, 19)),
    h('span', { class: 'rem-version-label', 'data-kind': entry.kind }, entry.label),
    h('span', { class: 'rem-spacer' }),
    current
      ? h('span', { class: 'rem-current' }, 'current')
      : h(
          'button',
          {
            type: 'button',
            class: 'rem-button rem-small',
            'data-action': 'go-back',
            onclick: () => actions.goBack(entry.version),
          },
          'Go back here',
        ),
  )
  const changes = entry.patch.map((operation) => {
    const path = shortPath(operation.path)
    const old = entry.before[operation.path]
    const value = 'value' in operation ? operation.value : undefined
    return h(
      'li',
      { class: `rem-change rem-change-${operation.op}`, title: operation.path },
      h('code', { class: 'rem-change-path' }, path),
      ' ',
      operation.op === 'add' ? h('span', { class: 'rem-new' }, `+ ${shown(value)}`) : null,
      operation.op === 'remove' ? h('span', { class: 'rem-old' }, shown(old)) : null,
      operation.op === 'replace'
        ? h(
            'span',
            {},
            h('span', { class: 'rem-old' }, shown(old)),
            ' → ',
            h('span', { class: 'rem-new' }, shown(value)),
          )
        : null,
    )
  })
  return h(
    'li',
    { class: 'rem-version', 'data-version': entry.version },
    head,
    changes.length > 0 ? h('ul', { class: 'rem-changes' }, ...changes) : null,
  )
}

/** `/data/default/settings/activity_logs` as `settings/activity_logs`: the seeded dataset goes without saying. */
function shortPath(path: string): string {
  return path.replace(/^\/data\/default\//, '').replace(/^\//, '')
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? 'nothing'
  return text.length > shownValueLength ? `${text.slice(0, shownValueLength - 1)}…` : text
}

/** The view's own look; each host (the panel, the page's tab) adds it to its shadow root. */
export const timelineStyles = /* css */ `
.rem-timeline { display: grid; gap: 8px; }
.rem-timeline-bar { display: flex; align-items: center; gap: 6px; }
.rem-timeline-bar .rem-snapshot-name { width: 9.5em; padding: 3px 6px; border: 1px solid var(--border, #d6dae1); border-radius: 6px; }
.rem-snapshots { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
.rem-snapshot { display: flex; align-items: center; gap: 8px; padding: 4px 8px; border-radius: 6px; background: #eef3ff; }
.rem-snapshot-label { font-weight: 600; }
.rem-versions { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; max-height: 380px; overflow: auto; }
.rem-timeline .rem-button { white-space: nowrap; font: inherit; font-size: 12px; padding: 3px 10px; border: 1px solid var(--border, #d6dae1); border-radius: 6px; background: #fff; cursor: pointer; }
.rem-timeline .rem-button:hover:not(:disabled) { border-color: var(--accent, #2457d6); }
.rem-timeline .rem-button:disabled { opacity: 0.5; cursor: default; }
.rem-timeline .rem-icon-button { border: none; background: none; padding: 0 4px; font-size: 18px; line-height: 1; cursor: pointer; color: var(--muted, #5b6472); }
.rem-version { border: 1px solid var(--border, #d6dae1); border-radius: 8px; padding: 6px 8px; background: #fff; }
.rem-version-head { display: flex; align-items: center; gap: 8px; }
.rem-version-number { font-weight: 700; font-variant-numeric: tabular-nums; min-width: 2.5em; }
.rem-version-label { font-weight: 600; overflow-wrap: anywhere; }
.rem-version-label[data-kind="reset"], .rem-version-label[data-kind="restore"] { color: #8a4b00; }
.rem-current { font-size: 11px; padding: 1px 8px; border-radius: 999px; background: #dcfce7; color: #14532d; }
.rem-changes { list-style: none; margin: 6px 0 0; padding: 6px 0 0; border-top: 1px dashed var(--border, #d6dae1); display: grid; gap: 3px; }
.rem-change { font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
.rem-change-path { color: #334155; }
.rem-change .rem-old { color: #b42318; text-decoration: line-through; text-decoration-color: rgb(180 35 24 / 0.45); }
.rem-change .rem-new { color: #067647; font-weight: 600; }
.rem-spacer { flex: 1; }
.rem-muted { color: var(--muted, #5b6472); }
`
