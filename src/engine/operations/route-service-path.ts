/**
 * @module Which operation a path below `/{svc}/v1` names, from the one
 * operation table (`model/operations.ts`). Paths match exactly, case
 * included (docs/decisions/paths-are-case-sensitive.md); path parameters
 * are one segment each, percent-decoded.
 */
import { operationIds, operations, type OperationId } from '../../model/operations.ts'

export type ServiceRoute =
  | { kind: 'operation'; operation: OperationId; params: Record<string, string> }
  /** A documented path, but not with this method: `405` with these methods in `Allow`. */
  | { kind: 'method-not-allowed'; allowed: readonly string[] }
  | { kind: 'not-found' }
  /** A parameter that is not valid percent-encoding. */
  | { kind: 'bad-encoding' }

type CompiledPath = {
  segments: readonly string[]
  /** Each segment's parameter name (`id` for `:id`), or `undefined` for a literal one: sliced once, not per request. */
  parameters: readonly (string | undefined)[]
  methods: Map<string, OperationId>
  allowed: readonly string[]
}

/** `:name` segments are parameters; the rest must be equal. */
// A mutant that throws on import is counted survived (docs/contributing/developing.md), whatever the tests do.
// Stryker disable next-line ArrayDeclaration: another entry throws on import
const compiledPaths: CompiledPath[] = []
for (const operation of operationIds) {
  const { method, path } = operations[operation]
  const segments = path.split('/').slice(1)
  // Stryker disable next-line StringLiteral: any separator tells the same paths apart.
  let compiled = compiledPaths.find((candidate) => candidate.segments.join('/') === segments.join('/'))
  // Stryker disable next-line BooleanLiteral,ConditionalExpression: no entry throws on import
  if (!compiled)
    compiledPaths.push(
      // Stryker disable next-line ObjectLiteral: an empty entry throws on import
      (compiled = {
        segments,
        parameters: segments.map((segment) => (segment.startsWith(':') ? segment.slice(1) : undefined)),
        methods: new Map(),
        // Stryker disable next-line ArrayDeclaration: set below, once every method of the path is known.
        allowed: [],
      }),
    )
  compiled.methods.set(method, operation)
}
for (const compiled of compiledPaths) compiled.allowed = allowedMethods([...compiled.methods.keys()])

/** The methods a path answers, as `Allow` lists them: its own, and HEAD wherever there is GET. */
export function allowedMethods(methods: readonly string[]): readonly string[] {
  return methods.flatMap((method) => (method === 'GET' && !methods.includes('HEAD') ? ['GET', 'HEAD'] : [method]))
}

/**
 * Paths without parameters, looked up whole: the ones no candidate before
 * them in the table would match, so that the answer is the same as the scan's.
 */
const literalPaths = new Map<string, CompiledPath>()
// Stryker disable all: which paths take the shortcut changes the time, not the answer: a path left out
// is found by the scan, and no path of today's table is shadowed, so no test can tell.
compiledPaths.forEach((compiled, index) => {
  if (compiled.parameters.some((name) => name !== undefined)) return
  const pieces = ['', ...compiled.segments]
  const shadowed = compiledPaths
    .slice(0, index)
    .some(
      (earlier) => earlier.segments.length === compiled.segments.length && matchSegments(earlier, pieces) !== undefined,
    )
  if (!shadowed) literalPaths.set(`/${compiled.segments.join('/')}`, compiled)
})
const literalLengths = new Set([...literalPaths.keys()].map((path) => path.length))
// Stryker restore all

const notFound: ServiceRoute = { kind: 'not-found' }

/**
 * @param path the path below the service root, e.g. `/AccountService/Accounts/alice.admin`
 * @example
 * routeServicePath('GET', '/AccountService') // { kind: 'operation', operation: 'getAccountSettings', params: {} }
 */
export function routeServicePath(method: string, path: string): ServiceRoute {
  // A path of another length is no literal one: it is not hashed for the lookup.
  // Stryker disable next-line ConditionalExpression: without the shortcut the scan below finds the same path.
  const literal = literalLengths.has(path.length) ? literalPaths.get(path) : undefined
  // Stryker disable next-line ConditionalExpression: without the shortcut the scan below finds the same path.
  if (literal) return routeTo(literal, method, {})
  const segments = path.split('/')
  // A path below the root starts with '/': its first piece is empty.
  if (segments[0] !== '') return notFound
  for (const candidate of compiledPaths) {
    if (candidate.segments.length !== segments.length - 1) continue
    const params = matchSegments(candidate, segments)
    if (params === undefined) continue
    if (params === null) return { kind: 'bad-encoding' }
    return routeTo(candidate, method, params)
  }
  return notFound
}

function routeTo(candidate: CompiledPath, method: string, params: Record<string, string>): ServiceRoute {
  // HEAD is GET without the body (RFC 9110, 9.3.2): the engine answers it as the GET and leaves the body out.
  const operation = candidate.methods.get(method === 'HEAD' ? 'GET' : method)
  if (operation) return { kind: 'operation', operation, params }
  return { kind: 'method-not-allowed', allowed: candidate.allowed }
}

/**
 * The parameters when `actual` (after its leading empty piece) fits `pattern`; `undefined` when not; `null` for bad percent-encoding.
 * The parameters' object is made only once a parameter is found: most candidates fail on a literal segment first.
 */
function matchSegments(
  { segments: pattern, parameters }: CompiledPath,
  actual: readonly string[],
): Record<string, string> | undefined | null {
  let params: Record<string, string> | undefined
  for (let index = 0; index < pattern.length; index++) {
    const segment = actual[index + 1]!
    const parameter = parameters[index]
    if (parameter !== undefined) {
      if (segment === '') return undefined
      params ??= {}
      try {
        // Stryker disable next-line ConditionalExpression,StringLiteral: a segment without `%` decodes to itself.
        params[parameter] = segment.includes('%') ? decodeURIComponent(segment) : segment
      } catch {
        return null
      }
    } else if (segment !== pattern[index]) {
      return undefined
    }
  }
  return params ?? {}
}
