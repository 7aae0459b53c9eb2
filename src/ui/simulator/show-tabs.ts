/** @module The page's tabs: one panel visible at a time, chosen by the URL hash so that links and reloads keep it. */

/** @example showTabs(['objects', 'accounts', 'settings']) */
export function showTabs(ids: readonly string[]): void {
  const select = () => {
    const wanted = location.hash.slice(1)
    const current = ids.includes(wanted) ? wanted : ids[0]
    for (const id of ids) {
      const panel = document.getElementById(id)
      const tab = document.getElementById(`tab-${id}`)
      if (panel) panel.hidden = id !== current
      tab?.setAttribute('aria-selected', String(id === current))
    }
  }
  window.addEventListener('hashchange', select)
  select()
}
