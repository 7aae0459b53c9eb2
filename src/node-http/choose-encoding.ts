/** @module Which of the site's precompressed files a client takes, by its `Accept-Encoding`. */

/** The encodings the site build writes beside each file (`.br`, `.gz`), best first. */
export const siteEncodings = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const

export type SiteEncoding = (typeof siteEncodings)[number]

/** The weight (`q`) a client's `Accept-Encoding` gives each coding it names, `*` included. */
function weights(acceptEncoding: string): Map<string, number> {
  const byCoding = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (coding === '') continue
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    byCoding.set(coding, Number.isFinite(weight) ? weight : 0)
  }
  return byCoding
}

/**
 * The encoding to send, or `undefined` for the file as it is: the one the client weighs highest
 * (brotli on a tie), never one it refuses with `q=0` or does not name (nor cover with `*`).
 * @example
 * chooseEncoding('gzip, deflate, br')?.name // 'br'
 * chooseEncoding('gzip;q=1, br;q=0.5')?.name // 'gzip'
 * chooseEncoding(undefined) // undefined
 */
export function chooseEncoding(acceptEncoding: string | undefined): SiteEncoding | undefined {
  if (!acceptEncoding) return undefined
  const byCoding = weights(acceptEncoding)
  let best: { encoding: SiteEncoding; weight: number } | undefined
  for (const encoding of siteEncodings) {
    const weight = byCoding.get(encoding.name) ?? byCoding.get('*') ?? 0
    if (weight > 0 && (best === undefined || weight > best.weight)) best = { encoding, weight }
  }
  return best?.encoding
}
