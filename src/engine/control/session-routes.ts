/**
 * @module The control API's sessions: list them, make one (with its own seed
 * or scenario), drop one.
 */
import { z } from 'zod'
import { MockError } from '../problems/mock-error.ts'
import type { SessionRegistry } from '../session/session-registry.ts'
import { shownInput } from '../problems/shown-input.ts'
import { json, noContent, readSetting, type ControlHandler } from './control-handler.ts'

const newSessionSchema = z.strictObject({
  id: z.string().optional(),
  seed: z.int().refine(Number.isSafeInteger, 'The seed must be a safe integer.').optional(),
  scenario: z.string().optional(),
})

export function sessionRoutes(sessions: SessionRegistry): Array<[string, Record<string, ControlHandler>]> {
  return [
    [
      '/sessions',
      {
        GET: () => json(sessions.list()),
        POST: async (request) => {
          const { id, seed, scenario } = await readSetting(request, newSessionSchema)
          // Checked before the session exists, so a wrong name leaves nothing behind.
          if (scenario !== undefined) sessions.default.scenarioNamed(scenario)
          return json(sessions.create(id, { seed, scenario }), 201)
        },
      },
    ],
    [
      '/sessions/:id',
      {
        DELETE: (request) => {
          // Valid ids need no percent-decoding; anything encoded is no session's id.
          const id = request.path.slice(request.path.lastIndexOf('/') + 1)
          if (!sessions.delete(id)) throw new MockError('UNKNOWN_SESSION', `There is no session "${shownInput(id)}".`)
          return noContent()
        },
      },
    ],
  ]
}

