/** @module What a control endpoint is, and how one reads a setting from its body. */
import type { z } from '../../model/zod.ts'
import { fieldErrorsOf } from '../../model/field-errors-of.ts'
import type { EngineAnswer, EngineRequest } from '../exchange/engine-types.ts'
import { HttpProblem } from '../problems/http-problem.ts'
import type { Session } from '../session/session.ts'
import { readJsonObject } from '../request/read-json-body.ts'

/** `session()` gives the state of the session the request names, made on first use. */
export type ControlHandler = (request: EngineRequest, session: () => Session) => Promise<EngineAnswer> | EngineAnswer

/** The JSON body, checked by `schema`; a `422` problem with JSON Pointers when it does not fit. */
export async function readSetting<T>(request: EngineRequest, schema: z.ZodMiniType<T>): Promise<T> {
  // Any content type: `curl -d` sends form encoding by default, and the body is still JSON.
  const parsed = schema.safeParse(await readJsonObject(request))
  if (!parsed.success) {
    throw new HttpProblem('validationFailed', 'The body is not a valid setting.', {
      errors: fieldErrorsOf(parsed.error.issues),
    })
  }
  return parsed.data
}
