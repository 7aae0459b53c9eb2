/**
 * @module A Fetch `Response` given back to the page through Playwright's
 * route: a network error (`Response.error()`) aborts the request, as a
 * dropped connection would; anything else is fulfilled as it is.
 */
import type { Route } from '@playwright/test'

/** Headers that describe an encoding Node's `fetch` already undid: passing them on would make the browser decode twice. */
const decodedHeaders = ['content-encoding', 'content-length']

export async function answerRoute(route: Route, response: Response): Promise<void> {
  if (response.type === 'error') return whileOpen(route.abort('failed'))
  const headers = Object.fromEntries(response.headers)
  if ('content-encoding' in headers) for (const name of decodedHeaders) delete headers[name]
  const body = Buffer.from(await response.arrayBuffer())
  return whileOpen(route.fulfill({ status: response.status, headers, body }))
}

/** Aborts the request, e.g. when the mock failed or the test ended while the mock held it. */
export function abortRoute(route: Route): Promise<void> {
  return whileOpen(route.abort('failed'))
}

/**
 * Ignores the errors of a route that no longer has anyone to answer: the page
 * navigated away or closed, or Playwright handled the request already.
 */
async function whileOpen(settling: Promise<void>): Promise<void> {
  try {
    await settling
  } catch (error) {
    if (error instanceof Error && /already handled|has been closed|Target closed/i.test(error.message)) return
    throw error
  }
}
