/**
 * @module Picks, before msw sees a request, the handlers that could match
 * its URL. msw parses every handler in turn (URL, cookies, path pattern),
 * so a request to the service would otherwise pay for every control
 * handler listed before it. Order is kept, so the answer is the same.
 */
import type { RequestHandler } from 'msw'

/** Characters that start a pattern in msw's path syntax; the text before them is literal. */
const patternStart = /[:*?(){}+]/

type Candidate = { handler: RequestHandler; literal: string | undefined; anywhere: boolean }

/**
 * A function from a request URL to the handlers worth running for it.
 * @example
 * const candidatesFor = candidateHandlers(mock.handlers)
 * await getResponse(candidatesFor(request.url), request)
 */
export function candidateHandlers(handlers: readonly RequestHandler[]): (url: string) => RequestHandler[] {
  const candidates = handlers.map(describe)
  return (url) => {
    const lowerUrl = url.toLowerCase()
    return candidates
      .filter(({ literal, anywhere }) => literal === undefined || (anywhere ? lowerUrl.includes(literal) : lowerUrl.startsWith(literal)))
      .map(({ handler }) => handler)
  }
}

function describe(handler: RequestHandler): Candidate {
  const path = (handler.info as { path?: unknown }).path
  // Predicates and regular expressions are always run: nothing is known of what they match.
  if (typeof path !== 'string') return { handler, literal: undefined, anywhere: false }
  // A leading `*` matches any origin, so the rest may appear anywhere in the URL; msw matches case-insensitively.
  const anywhere = path.startsWith('*')
  const rest = anywhere ? path.slice(1) : path
  const end = rest.search(patternStart)
  const literal = (end === -1 ? rest : rest.slice(0, end)).toLowerCase()
  // A relative path is resolved against the page's origin by msw; only absolute ones can be tested from the start.
  if (!anywhere && !/^[a-z][a-z0-9+.-]*:\/\//i.test(literal)) return { handler, literal: literal || undefined, anywhere: true }
  return { handler, literal: literal || undefined, anywhere }
}
