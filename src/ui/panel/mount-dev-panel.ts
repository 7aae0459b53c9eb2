/** @module `mountDevPanel`: puts the dev panel into the page, connected to a mock. */
import { createCustomElement } from '../dom/custom-elements.ts'
import type { ControlTransport } from '../../engine/control/control-client.ts'
import { PanelConnection } from './panel-connection.ts'
import { DevPanelElement, devPanelTagName } from './dev-panel.ts'
import { defaultControlPrefix } from '../../engine/request/control-prefix.ts'

export type MountDevPanelOptions = {
  /** The control API, e.g. `http://127.0.0.1:4010/__mock`. Default `/__mock` of the page's origin. */
  controlUrl?: string
  /**
   * The server's control token (`--control-token`), sent on control requests. Default: the one this tab
   * keeps (from the simulator page's `?token=`, or pasted into the panel, which asks for it when refused).
   */
  controlToken?: string
  /** How control requests are answered; default `fetch`. The in-browser mock answers them in-process. */
  transport?: ControlTransport
  /** Shown in the panel's header. */
  modeLabel?: string
  /** Keep `?scenario=` and `?session=` in the page URL in step with the panel. */
  syncUrl?: boolean
  /** The session to drive, e.g. the page URL's `?session=`. Default: the one chosen in the panel last time, else the default session. */
  session?: string
  /** Where to put it. Default `document.body`. */
  parent?: Element
}

/**
 * Adds the panel (one per page: an existing one is replaced) and returns it.
 * @example
 * // The standalone server's scenario, latency and faults, from any page:
 * mountDevPanel({ controlUrl: 'http://127.0.0.1:4010/__mock' })
 * // A server on the LAN started with --control-token:
 * mountDevPanel({ controlUrl: 'http://192.168.1.20:4010/__mock', controlToken: import.meta.env.VITE_MOCK_CONTROL_TOKEN })
 */
export function mountDevPanel(options: MountDevPanelOptions = {}): DevPanelElement {
  document.querySelector(devPanelTagName)?.remove()
  const panel = createCustomElement(DevPanelElement, {
    client: new PanelConnection(options.controlUrl ?? defaultControlPrefix, options.transport, {
      token: options.controlToken,
    }),
    modeLabel: options.modeLabel ?? '',
    syncUrl: options.syncUrl ?? false,
    startSession: options.session,
  })
  ;(options.parent ?? document.body).append(panel)
  return panel
}
