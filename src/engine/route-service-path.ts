/**
 * @module Which operation a path below `/{svc}/v1` names, from the one
 * operation table (`model/operations.ts`). Paths match exactly, case
 * included (docs/decisions/paths-are-case-sensitive.md); path parameters
 * are one segment each, percent-decoded.
 */
import { operationIds, operationPaths, type OperationId } from '../model/operations.ts'

export type ServiceRoute =
  | { kind: 'operation'; operation: OperationId; params: Record<string, string> }
  /** A documented path, but not with this method: `405` with these methods in `Allow`. */
  | { kind: 'method-not-allowed'; allowed: readonly string[] }
  | { kind: 'not-found' }
  /** A parameter that is not valid percent-encoding. */
  | { kind: 'bad-encoding' }

type CompiledPath = { segments: readonly string[]; methods: Map<string, OperationId> }

/** `:name` segments are parameters; the rest must be equal. */
const compiledPaths: CompiledPath[] = []
for (const operation of operationIds) {
  const { method, path } = operationPaths[operation]
  const segments = path.split('/').slice(1)
  let compiled = compiledPaths.find((candidate) => candidate.segments.join('/') === segments.join('/'))
  if (!compiled) compiledPaths.push((compiled = { segments, methods: new Map() }))
  compiled.methods.set(method, operation)
}

/**
 * @param path the path below the service root, e.g. `/AccountService/Accounts/alice.admin`
 * @example
 * routeServicePath('GET', '/AccountService') // { kind: 'operation', operation: 'getAccountSettings', params: {} }
 */
export function routeServicePath(method: string, path: string): ServiceRoute {
  const segments = path.split('/')
  // A path below the root starts with '/': its first piece is empty.
  if (segments[0] !== '') return { kind: 'not-found' }
  for (const candidate of compiledPaths) {
    if (candidate.segments.length !== segments.length - 1) continue
    const params = matchSegments(candidate.segments, segments)
    if (params === undefined) continue
    if (params === null) return { kind: 'bad-encoding' }
    const operation = candidate.methods.get(method)
    if (operation) return { kind: 'operation', operation, params }
    return { kind: 'method-not-allowed', allowed: [...candidate.methods.keys()] }
  }
  return { kind: 'not-found' }
}

/** The parameters when `actual` (after its leading empty piece) fits `pattern`; `undefined` when not; `null` for bad percent-encoding. */
function matchSegments(pattern: readonly string[], actual: readonly string[]): Record<string, string> | undefined | null {
  const params: Record<string, string> = {}
  for (let index = 0; index < pattern.length; index++) {
    const expected = pattern[index]!
    const segment = actual[index + 1]!
    if (expected.startsWith(':')) {
      if (segment === '') return undefined
      try {
        params[expected.slice(1)] = segment.includes('%') ? decodeURIComponent(segment) : segment
      } catch {
        return null
      }
    } else if (segment !== expected) {
      return undefined
    }
  }
  return params
}
