/** @module The control API's refusals as errors: a verb that failed, and the control token the server asks for. */

/**
 * Thrown by the `ControlClient` when the server asks for the control token
 * (`401`, control realm); the panel then asks the user for it.
 *
 * @example
 * ```ts
 * import { ControlTokenRequiredError, createControlClient } from 'real-estate-service-mock/browser'
 *
 * const client = createControlClient({ url: 'http://127.0.0.1:4010/__mock' })
 * try {
 *   await client.reset()
 * } catch (error) {
 *   if (error instanceof ControlTokenRequiredError) console.log('ask for the token the server printed')
 * }
 * ```
 */
export class ControlTokenRequiredError extends Error {
  readonly code = 'controlTokenRequired'
  /** Whether a token went with the request, so it was the wrong one. */
  readonly tokenSent: boolean

  constructor(tokenSent: boolean, options?: ErrorOptions) {
    super(
      tokenSent
        ? 'Failed to use the control API: the server refused the control token. Please paste the token the server was started with.'
        : 'Failed to use the control API: the server needs its control token. Please paste the token the server was started with (--control-token).',
      options,
    )
    this.name = 'ControlTokenRequiredError'
    this.tokenSent = tokenSent
  }
}

/** The realm the server's control API names in its `WWW-Authenticate` challenge. */
const controlRealm = 'real-estate-service-mock control'

const bearerRealm = /^\s*Bearer\s+(?:[^,]*,\s*)*realm\s*=\s*"([^"]*)"/i

/**
 * @example
 * if (isControlTokenChallenge(response.status, response.headers.get('WWW-Authenticate'))) askForTheToken()
 */
export function isControlTokenChallenge(status: number, wwwAuthenticate: string | null): boolean {
  if (status !== 401 || wwwAuthenticate === null) return false
  return bearerRealm.exec(wwwAuthenticate)?.[1] === controlRealm
}

/**
 * A control verb the mock refused: its status and the problem's `detail` and `title`.
 *
 * @example
 * ```ts
 * import { ControlError, createControlClient } from 'real-estate-service-mock/browser'
 *
 * const client = createControlClient({ url: 'http://127.0.0.1:4010/__mock' })
 * try {
 *   await client.useScenario('no-such-scenario')
 * } catch (error) {
 *   if (error instanceof ControlError) console.log(error.status, error.message)
 * }
 * ```
 */
export class ControlError extends Error {
  readonly status: number
  readonly detail: string
  /** The problem's `title` (`Unprocessable Content`); the status's reason when the body is no problem. */
  readonly title: string
  constructor(message: string, status: number, detail: string, title = '') {
    super(message)
    this.name = 'ControlError'
    this.status = status
    this.detail = detail
    this.title = title
  }
}
