/**
 * @module `<rem-history>`: the simulator page's History tab. The state's
 * versions with what each changed, Undo, "Go back here", and the named
 * snapshots, read from the control API of the page's session.
 */
import { defineOnce } from '../dom/custom-elements.ts'
import { h } from '../dom/h.ts'
import { mockChangeEvent, type MockChange } from '../events.ts'
import { PanelConnection } from '../panel/panel-connection.ts'
import { watchRequests } from '../panel/watch-requests.ts'
import { createTimelineView, timelineStyles } from '../timeline/timeline-view.ts'
import { ConnectedElement } from './connected-element.ts'
import { defaultControlPrefix } from '../../engine/request/control-prefix.ts'

class HistoryElement extends ConnectedElement {
  static readonly tag = 'rem-history'
  protected readonly styles =
    // biome-ignore lint/style/useTemplate: the `/* css */` tag marks the literal for editors' CSS highlighting
    timelineStyles + /* css */ `.rem-versions { max-height: none; } .rem-timeline { max-width: 760px; }`
  readonly #view = createTimelineView({
    undo: () => void this.#act(() => this.#control.control.history.undo()),
    goBack: (version) => void this.#act(() => this.#control.control.history.restoreVersion(version)),
    takeSnapshot: (name) => void this.#act(() => this.#control.control.history.snapshot(name ? { name } : {})),
    restoreSnapshot: (name) => void this.#act(() => this.#control.control.history.restore(name)),
    deleteSnapshot: (name) => void this.#act(() => this.#control.control.history.deleteSnapshot(name)),
  })
  // Requests made in the page's other tabs change the state: the timeline is read again whenever its tab
  // is shown, and after each request the page makes while it is (the panel's way: events, not a timer).
  readonly #onShown = () => {
    if (location.hash === '#history') void this.load()
  }
  #stopWatching: (() => void) | undefined

  override connectedCallback(): void {
    super.connectedCallback()
    window.addEventListener('hashchange', this.#onShown)
    this.#stopWatching = watchRequests(
      new URL(this.getAttribute('control-url') ?? defaultControlPrefix, document.baseURI).href,
      this.#onShown,
    )
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    window.removeEventListener('hashchange', this.#onShown)
    this.#stopWatching?.()
    this.#stopWatching = undefined
  }

  get #control(): PanelConnection {
    const client = new PanelConnection(this.getAttribute('control-url') ?? defaultControlPrefix)
    client.session = this.getAttribute('session') ?? undefined
    return client
  }

  protected async fetchData(isCurrent: () => boolean): Promise<boolean> {
    try {
      const control = this.#control
      const [entries, snapshots] = await Promise.all([
        control.control.history.timeline(),
        control.control.history.snapshots(),
      ])
      if (!isCurrent()) return false
      this.#view.show(entries, snapshots)
      this.problem = undefined
    } catch (error) {
      if (!isCurrent()) return false
      this.problem = {
        type: 'about:blank',
        title: 'The timeline could not be read',
        status: 0,
        detail: (error as Error).message,
      }
    }
    return true
  }

  protected render() {
    return [
      this.problemNotice(),
      this.loading && !this.problem ? h('p', { class: 'count muted' }, 'Loading…') : null,
      this.#view.element,
    ]
  }

  /** Runs an action, then tells the page (every component reloads, this one too). */
  async #act(action: () => Promise<unknown>): Promise<void> {
    try {
      await action()
    } catch (error) {
      this.problem = { type: 'about:blank', title: 'That did not work', status: 0, detail: (error as Error).message }
      this.update()
      return
    }
    window.dispatchEvent(new CustomEvent<MockChange>(mockChangeEvent, { detail: { kind: 'history' } }))
  }
}

export function defineHistoryView(): void {
  defineOnce(HistoryElement.tag, HistoryElement)
}
