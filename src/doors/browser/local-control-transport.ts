/**
 * @module Answers the panel's control requests with the mock's own handlers,
 * in-process: no trip through the service worker and no console noise from
 * the panel's reads of the journal.
 */
import { getResponse, type RequestHandler } from 'msw'
import type { ControlTransport } from '../../ui/panel/control-client.ts'

/**
 * @example
 * mountDevPanel({ transport: createLocalControlTransport(mock.handlers) })
 */
export function createLocalControlTransport(handlers: readonly RequestHandler[], observe?: (request: Request, response: Response) => void): ControlTransport {
  return async (request) => {
    const response = (await getResponse([...handlers], request.clone())) ?? new Response(null, { status: 404 })
    observe?.(request, response)
    return response
  }
}
