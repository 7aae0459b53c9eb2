/**
 * @module Sends the mock's share of a browser context's requests to a Fetch
 * handler (the in-process mock's `fetch`, or a forwarder to a server) with
 * `context.route`: no service worker, and every page of the test's context,
 * popups included. What the handler still holds when the test ends (a hang,
 * a long delay) is aborted, so no test waits on it.
 */
import type { BrowserContext, Route } from '@playwright/test'
import type { FetchHandler } from '../fetch/create-fetch-handler.ts'
import { abortRoute, answerRoute } from './answer-route.ts'
import { isSimulatorPageRequest, mockPathOf, type MockRoutes } from './mock-routes.ts'
import { toFetchRequest } from './to-fetch-request.ts'

export type ContextRouting = {
  /**
   * Aborts the requests still held and waits until each is answered. The route stays until the context
   * closes and aborts what comes later: a late request must not reach the network in the mock's place.
   */
  close(): Promise<void>
}

/**
 * @param target the URL the handler is given for a mock path, e.g. the page's own URL or the server's
 * @example
 * const routing = await routeToFetchHandler(context, { servicePath: '/svc/v1', controlPrefix: '/__mock' }, mock.fetch)
 * // … the test …
 * await routing.close()
 */
export async function routeToFetchHandler(
  context: BrowserContext,
  routes: MockRoutes,
  handler: FetchHandler,
  target: (mockPath: string, pageUrl: URL) => string = (mockPath, pageUrl) => new URL(mockPath, pageUrl).href,
): Promise<ContextRouting> {
  const mockPath = mockPathOf(routes)
  const held = new Set<AbortController>()
  const handling = new Set<Promise<void>>()
  let closed = false

  const matches = (url: URL) => mockPath(url) !== undefined
  const answer = async (route: Route) => {
    const request = route.request()
    const pageUrl = new URL(request.url())
    const path = mockPath(pageUrl)
    if (
      path === undefined ||
      isSimulatorPageRequest(request.method(), new URL(path, pageUrl).pathname, routes.controlPrefix)
    ) {
      return route.fallback()
    }
    if (closed) return abortRoute(route)
    const controller = new AbortController()
    held.add(controller)
    try {
      const response = await handler(await toFetchRequest(request, target(path, pageUrl), controller.signal))
      await answerRoute(route, response)
    } catch (error) {
      await abortRoute(route)
      if (!controller.signal.aborted) throw error
    } finally {
      held.delete(controller)
    }
  }
  const track = (route: Route) => {
    const handled = answer(route)
    handling.add(handled)
    void handled.finally(() => handling.delete(handled)).catch(() => {})
    return handled
  }

  await context.route(matches, track)
  return {
    async close() {
      closed = true
      for (const controller of held) controller.abort(new Error('The test ended while the mock held this request.'))
      await Promise.allSettled(handling)
    },
  }
}
