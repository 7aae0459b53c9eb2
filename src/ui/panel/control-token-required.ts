/** @module `ControlTokenRequiredError`: the control API refused a request for want of the right control token. */

/**
 * Thrown by the `ControlClient` when the server asks for the control token
 * (`401`, control realm); the panel then asks the user for it.
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
