/**
 * @module The msw adapter: two handlers, one for the service's paths and one
 * for the control API, that pass each request to the engine. Handlers added
 * with `server.use(...)` come first and win, as with any msw handler set.
 */
import { bypass, delay, http, HttpResponse, type RequestHandler } from 'msw'
import type { Forward } from '../../engine/hybrid/real-service.ts'
import { isNavigation } from './is-navigation.ts'

/**
 * Hybrid mode's way out: a forwarded request is marked for msw to let through
 * (in Node and through the browser worker alike), or these very handlers
 * would answer it again.
 */
const forwardPastMsw: Forward = (request) => fetch(bypass(request))
import type { Engine } from '../../engine/create-engine.ts'
import { fetchEngineRequest, fetchResponse } from '../../engine/exchange/fetch-engine-request.ts'

/**
 * @param baseUrl origin (and path) the handlers answer for, or `*` for any origin and any path before the service's.
 * @param session the session that answers requests naming none; default the default session.
 * @example
 * setupServer(...createMswHandlers(engine, '*'))
 */
export function createMswHandlers(engine: Engine, baseUrl: string, session?: string): RequestHandler[] {
  return [
    handlerUnder(engine, baseUrl, engine.servicePath, true, session),
    handlerUnder(engine, baseUrl, engine.controlPrefix, false, session),
  ]
}

function handlerUnder(
  engine: Engine,
  baseUrl: string,
  root: string,
  rootItself: boolean,
  session: string | undefined,
): RequestHandler {
  // A RegExp costs msw one `exec` per request; a path pattern is compiled by path-to-regexp on every match.
  const before = baseUrl === '*' ? '[a-z][a-z0-9+.-]*://[^/]+(?:/.*?)?' : escapeRegExp(baseUrl)
  const below = `${escapeRegExp(root)}${rootItself ? '(?:/.*)?' : '/.*'}`
  // msw percent-decodes capture groups as path parameters (a bad encoding would throw there), so the
  // pattern it matches with has none; the path is taken with a second one.
  const matched = new RegExp(`^${before}(?:${below})$`)
  const pathOf = new RegExp(`^${before}(${below})$`)
  return http.all(matched, async ({ request }) => {
    if (isNavigation(request)) return undefined
    const url = new URL(request.url)
    const path = pathOf.exec(url.origin + url.pathname)?.[1]
    if (path === undefined) return undefined
    const answer = await engine.dispatch(fetchEngineRequest(request, path, url.search), session, forwardPastMsw)
    if (!answer) return undefined
    if (answer.outcome === 'hang') {
      if (!answer.released) return delay('infinite')
      // Held until the mock lets it go (on reset), then dropped as a network error.
      await answer.released
      return HttpResponse.error()
    }
    if (answer.delayMs > 0) await delay(answer.delayMs)
    return answer.outcome === 'network-error' ? HttpResponse.error() : fetchResponse(answer)
  })
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
