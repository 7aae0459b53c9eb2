/**
 * @module `simulatorLink`: the simulator page's address the command prints,
 * one a person can open. A server on every address (`0.0.0.0`, `::`) is
 * named by this machine's first LAN IPv4 address, which works from this
 * machine and from the others alike; with none, by loopback, with a note.
 * The control token rides in the link (`?token=`), which the page takes
 * out of the address bar and keeps for the tab.
 */
import { networkInterfaces } from 'node:os'

/** The link, and a note when it names loopback for a server other machines reach. */
export type SimulatorLink = { href: string; note?: string }

/**
 * @param url where the server listens, as `listen` resolved it (`http://0.0.0.0:4010`).
 * @param controlPrefix where the page is, e.g. `/__mock`.
 * @param token the control token in force, if any.
 * @example
 * simulatorLink('http://0.0.0.0:4010', '/__mock', 'Zm9v') // { href: 'http://192.168.1.20:4010/__mock/?token=Zm9v' }
 */
export function simulatorLink(
  url: string,
  controlPrefix: string,
  token: string | undefined,
  interfaces: ReturnType<typeof networkInterfaces> = networkInterfaces(),
): SimulatorLink {
  const link = new URL(`${controlPrefix}/`, url)
  let note: string | undefined
  if (link.hostname === '0.0.0.0' || link.hostname === '[::]') {
    const lan = Object.values(interfaces)
      .flat()
      .find((entry) => entry?.family === 'IPv4' && !entry.internal)
    link.hostname = lan?.address ?? '127.0.0.1'
    if (!lan) note = 'this machine only: no network address found; from another machine, use its address'
  }
  if (token !== undefined) link.searchParams.set('token', token)
  return note === undefined ? { href: link.href } : { href: link.href, note }
}
