/**
 * @module Where the sessions are, behind a balancer: each copy of the mock
 * asked on its own port, as docs/scaling-out.md tells a person to.
 */
import { connect } from 'node:net'
import type { SessionInfo } from '../../../src/engine/session/session-registry.ts'

/** The sessions one copy holds, from its own `GET /__mock/sessions`. */
export const sessionsOf = async (copy: { url: string }) =>
  (await (await fetch(`${copy.url}/__mock/sessions`)).json()) as SessionInfo[]

/** The copies each session id is on (one, when the balancer keeps it together), read from every copy's own list. */
export async function whereSessionsAre<Copy extends { url: string }>(
  copies: readonly Copy[],
): Promise<Map<string, { copy: Copy; info: SessionInfo }[]>> {
  const found = new Map<string, { copy: Copy; info: SessionInfo }[]>()
  for (const copy of copies) {
    for (const info of await sessionsOf(copy)) found.set(info.id, [...(found.get(info.id) ?? []), { copy, info }])
  }
  return found
}

/** Resolves once nothing accepts connections on `url`'s port. */
export async function untilRefused(url: string): Promise<void> {
  const { port } = new URL(url)
  for (;;) {
    const refused = await new Promise<boolean>((done) => {
      const socket = connect(Number(port), '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), done(false)))
      socket.once('error', () => done(true))
    })
    if (refused) return
    await new Promise((wait) => setTimeout(wait, 100))
  }
}
