/**
 * @module Errors as RFC 9457 problem details. Operations throw an
 * `HttpProblem`; the engine turns it into an `application/problem+json` answer.
 */
import type { FieldError, Problem } from '../../model/index.ts'
import type { EngineAnswer } from '../exchange/engine-types.ts'

export const problemKinds = {
  badRequest: { status: 400, title: 'Bad Request' },
  unauthorized: { status: 401, title: 'Unauthorized' },
  forbidden: { status: 403, title: 'Forbidden' },
  notFound: { status: 404, title: 'Not Found' },
  methodNotAllowed: { status: 405, title: 'Method Not Allowed' },
  conflict: { status: 409, title: 'Conflict' },
  contentTooLarge: { status: 413, title: 'Content Too Large' },
  unsupportedMediaType: { status: 415, title: 'Unsupported Media Type' },
  validationFailed: { status: 422, title: 'Unprocessable Content' },
  tooManyRequests: { status: 429, title: 'Too Many Requests' },
  internalError: { status: 500, title: 'Internal Server Error' },
  notImplemented: { status: 501, title: 'Not Implemented' },
  badGateway: { status: 502, title: 'Bad Gateway' },
  serviceUnavailable: { status: 503, title: 'Service Unavailable' },
  gatewayTimeout: { status: 504, title: 'Gateway Timeout' },
} as const

export type ProblemKind = keyof typeof problemKinds

const problemContentType = 'application/problem+json'

/** A stable `type` URI per kind, so a frontend can switch on it. */
function problemType(kind: string): string {
  return `urn:real-estate-service-mock:problem:${kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
}

type ProblemOptions = { errors?: FieldError[]; headers?: Record<string, string> }

/**
 * An error answer. Throw it from any handler code; the operation runner turns
 * it into the response.
 * @example
 * throw new HttpProblem('notFound', 'No real estate object has the id "x".')
 */
export class HttpProblem extends Error {
  readonly status: number
  readonly title: string
  readonly type: string
  readonly errors: FieldError[] | undefined
  readonly headers: Record<string, string>

  constructor(kind: ProblemKind | number, detail: string, options: ProblemOptions = {}) {
    super(detail)
    this.name = 'HttpProblem'
    const known = typeof kind === 'number' ? kindOfStatus(kind) : kind
    this.status = known ? problemKinds[known].status : (kind as number)
    this.title = known ? problemKinds[known].title : `HTTP ${this.status}`
    this.type = problemType(known ?? `status${this.status}`)
    this.errors = options.errors
    this.headers = options.headers ?? {}
  }

  /** The problem+json body this problem is answered with; `instance` is the request's path, when given. */
  toJSON(instance?: string): Problem {
    return {
      type: this.type,
      title: this.title,
      status: this.status,
      detail: this.message,
      ...(instance === undefined ? {} : { instance }),
      ...(this.errors ? { errors: this.errors } : {}),
    }
  }

  /** The problem as an answer: `application/problem+json`, with its own headers. */
  toAnswer(instance?: string): EngineAnswer {
    return {
      status: this.status,
      headers: { 'Content-Type': problemContentType, ...this.headers },
      body: JSON.stringify(this.toJSON(instance)),
      delayMs: 0,
      outcome: 'send',
    }
  }
}

function kindOfStatus(status: number): ProblemKind | undefined {
  return (Object.keys(problemKinds) as ProblemKind[]).find((kind) => problemKinds[kind].status === status)
}
