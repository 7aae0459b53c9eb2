/**
 * @module The data reference as an MCP resource: what each operation answers,
 * asked of the mock when it is read (as `docs/reference.md` is rendered from a
 * mock, but of this one, in its state now), and the shape of its errors.
 */
import { wellKnownUsernames } from '../../fixtures/index.ts'
import { operations } from '../model/operations.ts'
import type { OperationCall } from './tools/operation-tool.ts'

type Ask = (call: OperationCall) => Promise<{ status: number | null; body: unknown }>

/** Markdown: each operation's request and answer, then a `404` and a `422` as examples of the problem shape. */
export async function dataReference(ask: Ask): Promise<string> {
  const samples: Array<[title: string, call: OperationCall]> = [
    ['getRealEstateObject', { operation: 'getRealEstateObject', id: 're-0001', timeoutMs: 10_000 }],
    ['getAccountSettings', { operation: 'getAccountSettings', timeoutMs: 10_000 }],
    ['getAccount', { operation: 'getAccount', username: wellKnownUsernames.administrator, timeoutMs: 10_000 }],
    ['404 (an unknown id)', { operation: 'getRealEstateObject', id: 'no-such-object', timeoutMs: 10_000 }],
    // A wrong type is refused before anything changes: reading the reference must not change the mock.
    [
      '422 (a body that breaks the update form)',
      { operation: 'updateAccountSettings', body: { preferences: { language_default: 42 } }, timeoutMs: 10_000 },
    ],
  ]
  const sections = await Promise.all(
    samples.map(async ([title, call]) => {
      const { method, path } = operations[call.operation]
      const shownPath = path.replace(':id', call.id ?? '').replace(':username', call.username ?? '')
      const { status, body } = await ask(call)
      return `## ${title}\n\n\`${method} /{svc}/v1${shownPath}\` answers ${status ?? 'nothing'}:\n\n\`\`\`json\n${JSON.stringify(body, null, 2)}\n\`\`\``
    }),
  )
  return [
    '# Data reference',
    "What the mock answers now, in the default session and its scenario, for the well-known records (they exist under every seed). The field names are the interface's own: an account's `seurity_settings` is spelled so; the settings' `security_settings` is not. Every error is application/problem+json with `type`, `title`, `status` and `detail`, and for a 422 an `errors` list of `{ pointer, detail }`.",
    ...sections,
  ].join('\n\n')
}
