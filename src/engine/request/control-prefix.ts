/** @module Where the control API lives: its default prefix, and a prefix as given made into one form. */

/** The control API's path prefix unless a mock is told another. */
export const defaultControlPrefix = '/__mock'

/**
 * `prefix` with one leading slash and none trailing; the default when absent.
 * @example
 * controlPrefixOf('mock/') // '/mock'
 */
export function controlPrefixOf(prefix: string | undefined): string {
  return `/${(prefix ?? defaultControlPrefix).replace(/^\/+|\/+$/g, '')}`
}
