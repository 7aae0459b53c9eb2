/**
 * @module `verifyService`: the drift check. Calls the four operations on a
 * real service, checks every answer against the mock's schemas and the
 * contract's statuses, and reports each difference with a JSON Pointer, what
 * was expected and what was found. PATCH only when asked (`write`), and then
 * the settings it changed are put back.
 */
import { JsonPointer, encodePointer } from 'json-ptr'
import type { z } from '../model/zod.ts'
import { wellKnownRealEstateObjects, wellKnownUsernames } from '../../fixtures/index.ts'
import { problemSchema } from '../model/index.ts'
import { operationPath, operations, type OperationId } from '../model/operations.ts'
import { defaultSvc } from '../model/create-paths.ts'

export type VerifyOptions = {
  /** A bearer token the service accepts. */
  token?: string
  /** Ids of real estate objects to read; default the mock's well-known ones. */
  objects?: readonly string[]
  /** Usernames to read; default the mock's well-known ones. */
  accounts?: readonly string[]
  /** Also PATCH the settings (and put back what changed). Default false. */
  write?: boolean
  /** The service's path label. Default `svc`. */
  svc?: string
  /** How long one call may take, in ms. Default 5000. */
  timeoutMs?: number
}

/** What kind of difference: a key missing, a wrong type, a key the interface has not (`misspelt-key` when it is one letter-case or spelling away from one it has), a status, a content type, a call with no answer, settings not put back. */
type DifferenceKind =
  | 'missing'
  | 'type'
  | 'unknown-key'
  | 'misspelt-key'
  | 'status'
  | 'content-type'
  | 'timeout'
  | 'not-restored'

type Difference = {
  operation: OperationId
  /** `GET /svc/v1/AccountService`. */
  request: string
  /** Where in the answer's body; `''` for the answer as a whole (its status, its content type). */
  pointer: string
  expected: string
  found: string
  kind: DifferenceKind
}

export type VerifyReport = {
  /** False when no call reached the service. */
  reachable: boolean
  /** True when reachable and without a difference. */
  ok: boolean
  calls: Array<{ operation: OperationId; request: string; status: number | null }>
  differences: Difference[]
}

/** Keys the interface spells its own way, and the spellings a service may use instead. */
const knownMisspellings: Record<string, string> = { security_settings: 'seurity_settings' }

/**
 * @example
 * const report = await verifyService('https://staging.example.com', { token })
 * expect(report.differences).toEqual([])
 */
export async function verifyService(url: string, options: VerifyOptions = {}): Promise<VerifyReport> {
  const root = `${url.replace(/\/+$/, '')}/${options.svc ?? defaultSvc}/v1`
  const report: VerifyReport = { reachable: false, ok: false, calls: [], differences: [] }
  const call = async (operation: OperationId, path: string, body?: unknown): Promise<unknown> => {
    const { method } = operations[operation]
    const request = `${method} ${new URL(root + path).pathname}`
    let response: Response
    try {
      response = await fetch(root + path, {
        method,
        headers: {
          Accept: 'application/json',
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      })
    } catch (error) {
      report.calls.push({ operation, request, status: null })
      if ((error as Error).name === 'TimeoutError') {
        report.reachable = true
        report.differences.push({
          operation,
          request,
          pointer: '',
          expected: `an answer within ${options.timeoutMs ?? 5000} ms`,
          found: 'no answer',
          kind: 'timeout',
        })
      }
      return undefined
    }
    report.reachable = true
    report.calls.push({ operation, request, status: response.status })
    const text = await response.text()
    let parsed: unknown
    try {
      parsed = text === '' ? undefined : JSON.parse(text)
    } catch {
      parsed = text
    }
    const allowed: readonly number[] = [200, 400, ...operations[operation].errors]
    if (!allowed.includes(response.status)) {
      report.differences.push({
        operation,
        request,
        pointer: '',
        expected: `a status the contract lists: ${allowed.join(', ')}`,
        found: String(response.status),
        kind: 'status',
      })
      return undefined
    }
    const ok = response.status === 200
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim()
    const wantedType = ok ? 'application/json' : 'application/problem+json'
    if (contentType !== wantedType)
      report.differences.push({
        operation,
        request,
        pointer: '',
        expected: wantedType,
        found: contentType || 'none',
        kind: 'content-type',
      })
    report.differences.push(
      ...differencesOf(ok ? operations[operation].answer : problemSchema, parsed, operation, request),
    )
    return ok ? parsed : undefined
  }

  for (const id of options.objects ?? wellKnownRealEstateObjects.map((object) => object.id))
    await call('getRealEstateObject', operationPath('getRealEstateObject', { id }))
  for (const username of options.accounts ?? Object.values(wellKnownUsernames))
    await call('getAccount', operationPath('getAccount', { username }))
  const settings = (await call('getAccountSettings', operationPath('getAccountSettings', {}))) as
    | { activity_logs?: unknown }
    | undefined
  if (options.write && typeof settings?.activity_logs === 'boolean') {
    const before = settings.activity_logs
    await call('updateAccountSettings', operationPath('updateAccountSettings', {}), { activity_logs: !before })
    await call('updateAccountSettings', operationPath('updateAccountSettings', {}), { activity_logs: before })
    const after = (await call('getAccountSettings', operationPath('getAccountSettings', {}))) as
      | { activity_logs?: unknown }
      | undefined
    if (after && after.activity_logs !== before) {
      report.differences.push({
        operation: 'updateAccountSettings',
        request: `PATCH ${new URL(root).pathname}/AccountService`,
        pointer: '/activity_logs',
        expected: `${before}, as it was before the check`,
        found: String(after.activity_logs),
        kind: 'not-restored',
      })
    }
  }
  report.ok = report.reachable && report.differences.length === 0
  return report
}

/** The schema's complaints about `body`, one difference per field. */
function differencesOf(schema: z.ZodMiniType, body: unknown, operation: OperationId, request: string): Difference[] {
  const parsed = schema.safeParse(body)
  if (parsed.success) return []
  return parsed.error.issues.flatMap((issue): Difference[] => {
    const path = issue.path.map(String)
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const meant = knownMisspellings[key]
        return meant
          ? {
              operation,
              request,
              pointer: encodePointer([...path, key]),
              expected: `"${meant}" (spelled so by the interface)`,
              found: `"${key}": a likely misspelling of "${meant}"`,
              kind: 'misspelt-key' as const,
            }
          : {
              operation,
              request,
              pointer: encodePointer([...path, key]),
              expected: 'no such key',
              found: `"${key}"`,
              kind: 'unknown-key' as const,
            }
      })
    }
    const found = path.length === 0 ? body : JsonPointer.get(body as object, path)
    const missing = found === undefined
    return [
      {
        operation,
        request,
        pointer: encodePointer(path),
        expected: 'expected' in issue ? String(issue.expected) : issue.message,
        found: missing ? 'missing' : describe(found),
        kind: missing ? 'missing' : 'type',
      },
    ]
  })
}

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value)
  return `${Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value} ${text.length > 40 ? `${text.slice(0, 39)}…` : text}`
}
