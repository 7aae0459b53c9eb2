/**
 * @module The standalone server's page: its dev panel over the control API,
 * loaded with `import()` beside the page's first paint. No engine: the server
 * answers.
 */
import { mountDevPanel } from '../ui/panel/mount-dev-panel.ts'

/** The dev panel of the standalone server that serves this page; the session it starts in. */
export function connectToServer(controlUrl: string, session: string | undefined): string {
  return mountDevPanel({ controlUrl, modeLabel: 'Standalone server', session }).session
}
