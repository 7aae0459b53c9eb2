/**
 * @module Whom a network adapter trusts. A page on another site must not drive
 * the developer's mock, and a DNS-rebinding page (its own host name pointed
 * at 127.0.0.1) must not reach it at all. Trusted by default: loopback
 * origins on any port, the server's own origin, and hosts that are loopback
 * names or IP addresses (as Vite's `server.allowedHosts`); more with
 * `corsOrigins` and `allowedHosts`.
 */
export type OriginPolicyOptions = {
  /** Origins trusted beside loopback ones, e.g. `https://app.example.test`: they get credentialed CORS and the control API. */
  corsOrigins?: readonly string[]
  /**
   * Host names the server answers beside loopback names and IP addresses; a
   * leading dot (`.example.test`) takes the subdomains too; `true` takes any host.
   */
  allowedHosts?: readonly string[] | true
}

export type OriginPolicy = {
  /** An `Origin` header value that may use the control API and get credentialed CORS; `host` is the request's `Host`. */
  trustsOrigin(origin: string, host: string | undefined): boolean
  /** A `Host` header value the server answers. */
  allowsHost(host: string | undefined): boolean
}

export function createOriginPolicy(options: OriginPolicyOptions = {}): OriginPolicy {
  const origins = new Set((options.corsOrigins ?? []).map(normalOrigin))
  const hosts = options.allowedHosts === true ? true : (options.allowedHosts ?? []).map((host) => host.toLowerCase())
  const verdicts = new Map<string, boolean>()
  let lastHost: string | undefined
  let lastVerdict = false
  return {
    trustsOrigin(origin, host) {
      const url = parseOrigin(origin)
      if (!url) return false
      if (isLoopbackName(url.hostname)) return true
      // The server's own origin: a page it served (the simulator page on a LAN address, say).
      if (host !== undefined && url.host === host.toLowerCase()) return true
      return origins.has(url.origin)
    },
    allowsHost(host) {
      if (host === undefined || host === '') return false
      if (hosts === true) return true
      // A client sends the same Host on every request: compared with the last one, it is not hashed again.
      if (host === lastHost) return lastVerdict
      // Every request asks, nearly always about the same few hosts: their verdicts are kept.
      let allowed = verdicts.get(host)
      if (allowed === undefined) {
        allowed = hostAllowed(host, hosts)
        if (verdicts.size >= verdictsKept) verdicts.clear()
        verdicts.set(host, allowed)
      }
      lastHost = host
      lastVerdict = allowed
      return allowed
    },
  }
}

/** Hosts whose verdict a policy keeps; past that it starts again, so that a client sending made-up hosts grows nothing. */
const verdictsKept = 64

function hostAllowed(host: string, hosts: readonly string[]): boolean {
  const name = hostnameOf(host)
  if (name === undefined) return false
  if (isLoopbackName(name) || isIpLiteral(name)) return true
  return hosts.some((allowed) =>
    allowed.startsWith('.') ? name === allowed.slice(1) || name.endsWith(allowed) : name === allowed,
  )
}

/** `localhost`, `*.localhost`, 127.0.0.0/8 and `[::1]`: names that only ever reach this machine. */
export function isLoopbackName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '')
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(name) ||
    name === '[::1]' ||
    name === '::1'
  )
}

/** An IPv4 address or a bracketed IPv6 one: no DNS name, so nothing to rebind. */
function isIpLiteral(name: string): boolean {
  return /^\d{1,3}(?:\.\d{1,3}){3}$/.test(name) || /^\[[0-9a-f:.]+\]$/.test(name)
}

function parseOrigin(origin: string): URL | undefined {
  try {
    const url = new URL(origin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}

/** `origin` as scheme, host and port (`https://app.example.test`); a `TypeError` when it is not an http(s) origin. */
export function normalOrigin(origin: string): string {
  const url = parseOrigin(origin)
  if (!url)
    throw new TypeError(
      `Failed to trust the origin "${origin}": give it as scheme, host and port, e.g. https://app.example.test.`,
    )
  return url.origin
}

/** The name of a `Host` header (`name[:port]` or `[v6]:port`), lower case; `undefined` when it is not one. */
function hostnameOf(host: string): string | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9._~!$&'()*+,;=-]+)(?::\d{1,5})?$/i.exec(host)
  return match?.[1]?.toLowerCase()
}
