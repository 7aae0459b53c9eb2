/** @module The simulator page as `node:http` middleware, with a `404` problem, saying where the mock is, for anything else. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Engine } from '../../engine/create-engine.ts'
import { nothingHere } from '../../engine/nothing-here.ts'
import { problemOf } from '../../engine/problem-of.ts'
import { splitTarget } from './node-engine-request.ts'
import { sendAnswer } from './send-answer.ts'
import { createSiteResponder, defaultSiteDirectory } from './serve-site.ts'

/** The simulator page at the control prefix, or a `404` problem for anything else. */
export function createSiteMiddleware(mock: Pick<Engine, 'servicePath' | 'controlPrefix'>, directory: string | false | undefined): (request: IncomingMessage, response: ServerResponse) => void {
  const site =
    directory === false
      ? undefined
      : createSiteResponder({ directory: directory ?? defaultSiteDirectory(), controlPrefix: mock.controlPrefix, servicePath: mock.servicePath })
  return (request, response) => {
    const siteRequest = { method: request.method ?? 'GET', ...splitTarget(request.url ?? '/') }
    const answer = site ? site(siteRequest) : Promise.resolve(undefined)
    answer.then(
      (found) => sendAnswer(found ?? nothingHere(mock).toAnswer(siteRequest.path), response),
      (error: unknown) => sendAnswer(problemOf(error, siteRequest.path).toAnswer(siteRequest.path), response),
    )
  }
}
