/**
 * @module The simulator page (at the control prefix) as Connect-style
 * middleware. Other requests go to `next()`, or without one get a `404`
 * problem that says where the mock is.
 */
import type { Engine } from '../engine/create-engine.ts'
import { nothingHere } from '../engine/problems/nothing-here.ts'
import { problemOf } from '../engine/problems/problem-of.ts'
import type { Middleware } from './middleware.ts'
import { splitTarget } from './node-engine-request.ts'
import { sendAnswer } from './send-answer.ts'
import { createSiteResponder, defaultSiteDirectory } from './serve-site.ts'

/** @param directory the built site; default the package's `site-dist`; `false` for none. */
export function createSiteMiddleware(
  mock: Pick<Engine, 'servicePath' | 'controlPrefix'>,
  directory: string | false | undefined,
): Middleware {
  const site =
    directory === false
      ? undefined
      : createSiteResponder({
          directory: directory ?? defaultSiteDirectory(),
          controlPrefix: mock.controlPrefix,
          servicePath: mock.servicePath,
        })
  return (request, response, next) => {
    const siteRequest = { method: request.method ?? 'GET', ...splitTarget(request.url ?? '/') }
    const answer = site ? site(siteRequest) : Promise.resolve(undefined)
    answer.then(
      (found) => {
        if (found) sendAnswer(found, response)
        else if (next) next()
        else sendAnswer(nothingHere(mock).toAnswer(siteRequest.path), response)
      },
      (error: unknown) => sendAnswer(problemOf(error, siteRequest.path).toAnswer(siteRequest.path), response),
    )
  }
}
