/**
 * @module Where a mock serves the four operations, read from its own OpenAPI
 * document: the stdio command knows only the mock's URL, not its `--svc`.
 */
import type { OpenApiDocument } from '../model/create-openapi-document.ts'
import type { OperationId } from '../model/operations.ts'

/** Each operation's path in a served document, e.g. `/svc/v1/AccountService/Accounts/{username}`. */
export function operationPathsOf(document: OpenApiDocument): Partial<Record<OperationId, string>> {
  const paths: Partial<Record<OperationId, string>> = {}
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const operation of Object.values(item as Record<string, { operationId?: string }>)) {
      if (typeof operation === 'object' && operation?.operationId && !operation.operationId.startsWith('mock.'))
        paths[operation.operationId as OperationId] = path
    }
  }
  return paths
}
