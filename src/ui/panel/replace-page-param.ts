/** @module `replacePageParam`: keeps `?scenario=` and `?session=` of the page URL in step with the panel, since the in-browser mock reads them at start. */

/**
 * Changes the parameter if the URL has one, without a new history entry.
 * @example replacePageParam('scenario', 'slow')
 */
export function replacePageParam(name: 'scenario' | 'session', value: string): void {
  const url = new URL(location.href)
  if (!url.searchParams.has(name) || url.searchParams.get(name) === value) return
  url.searchParams.set(name, value)
  history.replaceState(history.state, '', url)
}
