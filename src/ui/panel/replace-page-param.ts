/** @module `replaceScenarioParam`: keeps `?scenario=` of the page URL in step with the panel, since the in-browser mock reads it at start. */

/** Changes the parameter if the URL has one, without a new history entry. */
export function replaceScenarioParam(name: string): void {
  const url = new URL(location.href)
  if (!url.searchParams.has('scenario')) return
  url.searchParams.set('scenario', name)
  history.replaceState(history.state, '', url)
}
