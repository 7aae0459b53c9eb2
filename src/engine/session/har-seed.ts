/**
 * @module `--from-har`: a mock's data from recorded answers of the service.
 * Each successful answer of one of the four operations in a HAR log (a
 * recording, a browser's export, Playwright's) is checked against the
 * resources' schemas and put into the seeded data: an object or account by its
 * id or username, the settings from a read or an update. Later answers win.
 * Answers that don't fit are listed, by JSON Pointer into the log and into the
 * body, and skipped; requests that are none of the four are left alone.
 */
import { encodePointer } from 'json-ptr'
import { z } from '../../model/zod.ts'
import { fieldErrorsOf } from '../../model/field-errors-of.ts'
import { withUpdate, type FieldError, type StoredAccountSettings } from '../../model/index.ts'
import { operations, type OperationAnswer, type OperationId } from '../../model/operations.ts'
import type { StateFile } from './state-file.ts'
import { routeServicePath } from '../operations/route-service-path.ts'

/** An answer of the log that was skipped: where it is (`/log/entries/3`), what it was, and why. */
export type HarSkip = { readonly pointer: string; readonly request: string; readonly problems: readonly FieldError[] }

export type HarSeed = {
  /** The state file to load: the data it started from with the recorded answers put in. */
  readonly file: StateFile
  /** Answers put into the data. */
  readonly used: number
  /** Entries that are not a successful answer of the four operations. */
  readonly ignored: number
  readonly skipped: readonly HarSkip[]
}

// Only what is read; HAR carries much more, and a browser's export adds its own fields.
const harSchema = z.object({
  log: z.object({
    entries: z.array(
      z.object({
        request: z.object({ method: z.string(), url: z.string() }),
        response: z.object({
          status: z.number(),
          content: z.object({ text: z.optional(z.string()), encoding: z.optional(z.string()) }),
        }),
      }),
    ),
  }),
})

type Dataset = StateFile['data'][string]

/**
 * The recorded answers of `har` put into `base`'s seeded data, or every
 * problem when `har` is no HAR log at all.
 * @param svc the path segment standing for the service's name, as the mock has it.
 */
export function seedFromHar(
  har: unknown,
  base: StateFile,
  svc: string,
): { ok: true; seed: HarSeed } | { ok: false; errors: FieldError[] } {
  const parsed = harSchema.safeParse(har)
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error.issues) }
  const seeded = base.data.default
  if (!seeded) throw new Error('Failed to seed from HAR: the state has no seeded dataset.')
  const data: Dataset = {
    realEstateObjects: [...seeded.realEstateObjects],
    accounts: [...seeded.accounts],
    settings: seeded.settings,
  }
  const servicePrefix = `/${svc}/v1`
  const skipped: HarSkip[] = []
  let used = 0
  let ignored = 0
  // biome-ignore lint/suspicious/useIterableCallbackReturn: `return skip(...)` ends one entry early; forEach drops the value
  parsed.data.log.entries.forEach(({ request, response }, index) => {
    const pointer = encodePointer(['log', 'entries', String(index)])
    const path = pathOf(request.url)
    const at = path?.indexOf(`${servicePrefix}/`) ?? -1
    const route =
      path && at >= 0
        ? routeServicePath(request.method.toUpperCase(), path.slice(at + servicePrefix.length))
        : undefined
    if (route?.kind !== 'operation' || response.status < 200 || response.status > 299) {
      ignored++
      return
    }
    const shown = `${request.method.toUpperCase()} ${path!.slice(at)}`
    const skip = (problems: FieldError[]) => skipped.push({ pointer, request: shown, problems })
    const body = bodyOf(response.content)
    if (body === undefined)
      return skip([{ pointer: '', detail: 'the answer has no JSON body (response/content/text)' }])
    const parsed = operations[route.operation].answer.safeParse(body)
    if (!parsed.success)
      return skip(fieldErrorsOf(parsed.error.issues))
      // The answer's type follows the operation; TypeScript can't pair the two through the lookup.
    ;(putRecorded[route.operation] as (data: Dataset, answer: unknown) => void)(data, parsed.data)
    used++
  })
  return {
    ok: true,
    seed: { file: { ...base, name: 'from-har', settings: undefined, data: { default: data } }, used, ignored, skipped },
  }
}

/** For each operation, how its answer (checked already by the operation's own schema) goes into the data. */
const putRecorded: { [Id in OperationId]: (data: Dataset, answer: OperationAnswer<Id>) => void } = {
  getRealEstateObject: (data, object) => {
    data.realEstateObjects = upsert(data.realEstateObjects, object, (item) => item.id)
  },
  getAccount: (data, account) => {
    data.accounts = upsert(data.accounts, account, (item) => item.seurity_settings.username)
  },
  getAccountSettings: (data, { permissions: _permissions, auth_token: _token, ...stored }) => {
    // The caller's permissions and token belong to the caller, not to the settings.
    data.settings = stored satisfies StoredAccountSettings
  },
  updateAccountSettings: (data, update) => {
    data.settings = withUpdate(data.settings, update)
  },
}

/** `records` with `record` in place of the one of the same key, or after them all. */
function upsert<Item>(records: Item[], record: Item, keyOf: (item: Item) => string): Item[] {
  const key = keyOf(record)
  const at = records.findIndex((item) => keyOf(item) === key)
  return at === -1 ? [...records, record] : records.map((item, index) => (index === at ? record : item))
}

function pathOf(url: string): string | undefined {
  try {
    return new URL(url, 'http://localhost').pathname
  } catch {
    return undefined
  }
}

/** The answer's body as JSON, base64 decoded first when the log says so; `undefined` when it is none. */
function bodyOf(content: { text?: string; encoding?: string }): unknown {
  if (content.text === undefined) return undefined
  try {
    const text =
      content.encoding === 'base64'
        ? new TextDecoder().decode(Uint8Array.from(atob(content.text), (char) => char.charCodeAt(0)))
        : content.text
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
