/** @module `readSessionParam`: the session a page URL names with `?session=`. */
import { isSessionId, sessionIdRule } from './session-id.ts'

export type SessionParam = { session?: string; warning?: string }

/**
 * Reads `?session=`; an id the mock would refuse is left out with a warning, an empty one is ignored.
 * @example
 * readSessionParam('https://app.test/?session=alpha') // { session: 'alpha' }
 */
export function readSessionParam(url: string | URL): SessionParam {
  const session = new URL(url).searchParams.get('session')
  if (session === null || session === '') return {}
  if (isSessionId(session)) return { session }
  return { warning: `Failed to use ?session=${session}: a session id is ${sessionIdRule}. Please fix the URL.` }
}
