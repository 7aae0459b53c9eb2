/**
 * @module `isControlTokenChallenge`: whether an answer of the control API asks
 * for the control token (`401` with the control realm), as opposed to any other
 * refusal, such as the service's own simulated authentication.
 */

/** The realm the server's control API names in its `WWW-Authenticate` challenge. */
export const controlRealm = 'real-estate-service-mock control'

const bearerRealm = /^\s*Bearer\s+(?:[^,]*,\s*)*realm\s*=\s*"([^"]*)"/i

/**
 * @example
 * if (isControlTokenChallenge(response.status, response.headers.get('WWW-Authenticate'))) askForTheToken()
 */
export function isControlTokenChallenge(status: number, wwwAuthenticate: string | null): boolean {
  if (status !== 401 || wwwAuthenticate === null) return false
  return bearerRealm.exec(wwwAuthenticate)?.[1] === controlRealm
}
