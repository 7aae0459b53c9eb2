/**
 * @module The panel's connection to a mock: the control client, and the
 * session and control token it sends, which the user changes from the panel.
 */
import { createControlClient, type ControlClient, type ControlTransport } from '../../engine/control/control-client.ts'
import type { SessionInfo } from '../../engine/session/session-registry.ts'
import { readControlToken } from './control-token.ts'

export type ScenarioSummary = { name: string; description: string; active: boolean }

/** One session as `GET /__mock/sessions` lists it. */
export type SessionSummary = SessionInfo

export class PanelConnection {
  /** The session every verb acts on; undefined (or `'default'`) for the default session. */
  session: string | undefined
  /** The control token sent with every verb; undefined for none. */
  token: string | undefined
  /** True when a transport of the caller's answers (the in-browser mock, in-process); false over HTTP. */
  readonly inProcess: boolean
  readonly control: ControlClient

  /**
   * @param token the server's control token; default: the one this tab keeps (from `?token=`, or pasted in the panel).
   * @example
   * const connection = new PanelConnection('http://127.0.0.1:4010/__mock')
   * await connection.control.useScenario('slow')
   */
  constructor(controlUrl: string, transport?: ControlTransport, { token }: { token?: string } = {}) {
    this.inProcess = transport !== undefined
    this.token = token || readControlToken()
    this.control = createControlClient({
      url: controlUrl,
      transport,
      session: () => this.session,
      token: () => this.token,
    })
  }

  get controlUrl(): string {
    return this.control.url
  }
}
