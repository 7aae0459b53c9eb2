/**
 * @module msw 3 hands the page's navigations (page loads, links, the address bar) to its handlers,
 * where msw 2's worker sent them to the network. The mock leaves them to the network on both, so a
 * page load is never answered with the service's JSON nor written into the journal.
 */

/**
 * @example
 * http.all('*', ({ request }) => (isNavigation(request) ? undefined : answer(request)))
 */
export function isNavigation(request: Request): boolean {
  return request.mode === 'navigate'
}
