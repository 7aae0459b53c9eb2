/**
 * @module `takeTokenParam`: the control token a link to the simulator page
 * carries (`/__mock/?token=<t>`, as the server prints it), and the same URL
 * without it, so the token stays out of the address bar, screenshots and
 * copied links.
 */

export type TokenParam = {
  /** The token, when the URL has a non-empty `token` parameter. */
  token?: string
  /** `href` without any `token` parameter; the same text when it had none. */
  href: string
}

/**
 * @example
 * const { token, href } = takeTokenParam(location.href)
 * if (href !== location.href) history.replaceState(history.state, '', href)
 */
export function takeTokenParam(href: string): TokenParam {
  const url = new URL(href)
  if (!url.searchParams.has('token')) return { href }
  const token = url.searchParams.get('token') ?? ''
  url.searchParams.delete('token')
  return token === '' ? { href: url.href } : { token, href: url.href }
}
