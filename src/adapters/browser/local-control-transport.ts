/**
 * @module Answers the panel's control requests with the mock's own handlers,
 * in-process: no trip through the service worker and no console noise from
 * the panel's reads of the journal.
 */
import { getResponse, type RequestHandler } from 'msw'
import type { ControlTransport } from '../../engine/control/control-client.ts'

/**
 * @example
 * mountDevPanel({ transport: createLocalControlTransport(mock.handlers) })
 */
export function createLocalControlTransport(handlers: readonly RequestHandler[]): ControlTransport {
  return async (request) => (await getResponse([...handlers], request.clone())) ?? new Response(null, { status: 404 })
}
