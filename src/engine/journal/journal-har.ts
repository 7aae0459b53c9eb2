/**
 * @module The journal as a HAR 1.2 log. The engine knows a request's path,
 * not its origin: the URL is the adapter's own when it has one (msw, `mock.fetch`),
 * else `http://` + the `Host` header + the path (`node:http` adapters), else
 * `http://localhost` + the path. Answers never sent (a network error, a hang)
 * are entries with status 0 and an `_error`, as Chromium exports failed requests.
 */
import type { Content, Entry, Har, Header, PostData, QueryString } from 'har-format'
import packageJson from '../../../package.json' with { type: 'json' }
import { problemKinds } from '../problems/http-problem.ts'
import type { KeptBody } from './kept-body.ts'
import { utf8Length } from '../exchange/engine-types.ts'
import { redactHeader } from './redact-header.ts'
import { headerPairs } from './header-pairs.ts'
import type { JournalEntry, JournalExchange } from './journal-entry.ts'

const httpVersion = 'HTTP/1.1'
const statusTexts = new Map<number, string>([
  [200, 'OK'],
  [204, 'No Content'],
  [308, 'Permanent Redirect'],
  ...Object.values(problemKinds).map(({ status, title }) => [status, title] as const),
])

/** `entries` and their exchanges (same order, same length) as a HAR log; entries without an exchange show what the entry knows. */
export function journalToHar(
  entries: readonly JournalEntry[],
  exchanges: readonly (JournalExchange | undefined)[],
): Har {
  return {
    log: {
      version: '1.2',
      creator: { name: packageJson.name, version: packageJson.version },
      entries: entries.map((entry, index) => harEntry(entry, exchanges[index])),
    },
  }
}

function harEntry(entry: JournalEntry, exchange: JournalExchange | undefined): Entry {
  const requestHeaders = headersOf(exchange?.requestHeaders)
  const requestBody = exchange?.requestBody ? bodyOf(exchange.requestBody) : undefined
  const sent = entry.status !== null
  const responseBody = sent && exchange?.responseBody ? bodyOf(exchange.responseBody) : undefined
  const responseHeaders =
    sent && exchange ? Object.entries(exchange.responseHeaders).map(([name, value]) => ({ name, value })) : []
  const postData: PostData | undefined = requestBody && {
    mimeType: valueOf(requestHeaders, 'content-type') ?? '',
    text: requestBody.text,
    ...(requestBody.cut ? { comment: requestBody.cut } : {}),
  }
  const content: Content = {
    size: responseBody?.size ?? 0,
    mimeType: valueOf(responseHeaders, 'content-type') ?? (sent ? '' : 'x-unknown'),
    ...(responseBody ? { text: responseBody.text } : {}),
    ...(responseBody?.base64 ? { encoding: 'base64' } : {}),
    ...(responseBody?.cut ? { comment: responseBody.cut } : {}),
  }
  const queryAt = entry.path.indexOf('?')
  return {
    startedDateTime: entry.time,
    time: entry.durationMs,
    request: {
      method: entry.method,
      url: exchange?.url ?? `http://${valueOf(requestHeaders, 'host') ?? 'localhost'}${entry.path}`,
      httpVersion,
      cookies: [],
      headers: requestHeaders.map(({ name, value }) => ({ name, value: redactHeader(name, value) })),
      queryString: queryAt === -1 ? [] : queryOf(entry.path.slice(queryAt)),
      ...(postData ? { postData } : {}),
      headersSize: -1,
      bodySize: requestBody?.size ?? 0,
    },
    response: {
      status: entry.status ?? 0,
      statusText: entry.status === null ? '' : (exchange?.statusText ?? statusTexts.get(entry.status) ?? ''),
      httpVersion: sent ? httpVersion : '',
      cookies: [],
      headers: responseHeaders,
      content,
      redirectURL: valueOf(responseHeaders, 'location') ?? '',
      headersSize: -1,
      bodySize: sent ? content.size : -1,
    },
    cache: {},
    // The engine sees no network: all the client waits is the mock's time and its simulated delay.
    timings: { send: 0, wait: entry.durationMs, receive: 0 },
    ...(entry.status === null ? { _error: exchange?.error ?? entry.fault ?? 'hang', comment: noAnswer(entry) } : {}),
    ...(requestBody?.cut ? { _requestBodyTruncated: true } : {}),
    ...(responseBody?.cut ? { _responseBodyTruncated: true } : {}),
    _mock: {
      sequence: entry.sequence,
      operation: entry.operation,
      scenario: entry.scenario,
      caller: entry.caller,
      fault: entry.fault,
      delayMs: entry.delayMs,
      source: entry.source,
    },
  }
}

function noAnswer(entry: JournalEntry): string {
  if (entry.source === 'real') {
    return entry.fault === 'hang'
      ? 'The real service did not answer within the timeout (hybrid mode).'
      : 'The real service could not be reached (hybrid mode); no answer came.'
  }
  return entry.fault === 'network-error'
    ? `The mock dropped the connection after ${entry.delayMs ?? 0} ms (a network-error fault); no answer was sent.`
    : 'The mock never answered (a hang, from a fault or an infinite latency).'
}

/** A header list as HAR headers. */
function headersOf(list: JournalExchange['requestHeaders']): Header[] {
  return list === undefined ? [] : [...headerPairs(list)].map(([name, value]) => ({ name, value }))
}

function valueOf(headers: readonly Header[], name: string): string | undefined {
  return headers.find((header) => header.name.toLowerCase() === name)?.value
}

function queryOf(query: string): QueryString[] {
  return [...new URLSearchParams(query)].map(([name, value]) => ({ name, value }))
}

type HarBody = { text: string; size: number; base64: boolean; cut: string | undefined }

/** A kept body as HAR text (bytes in base64), with its full size and, when it was cut, a note saying so. */
function bodyOf(kept: string | Uint8Array | KeptBody): HarBody {
  const { body, fullSize } =
    typeof kept === 'string' || kept instanceof Uint8Array ? { body: kept, fullSize: undefined } : kept
  const keptSize = typeof body === 'string' ? utf8Length(body) : body.byteLength
  return {
    text: typeof body === 'string' ? body : base64Of(body),
    size: fullSize ?? keptSize,
    base64: typeof body !== 'string',
    cut: fullSize === undefined ? undefined : `Cut to its first ${keptSize} of ${fullSize} bytes.`,
  }
}

/** Base64 of `bytes` with `btoa`, which every runtime has (no `Buffer` in the browser). */
function base64Of(bytes: Uint8Array): string {
  let binary = ''
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
  return btoa(binary)
}
