/**
 * Checks answers against the OpenAPI document the mock publishes, so that
 * document and mock cannot drift: every answer the HTTP tests receive passes
 * through `assertMatchesOpenApi`.
 */
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { createOpenApiDocument } from '../../src/model/create-openapi-document.ts'

const document = createOpenApiDocument()
const ajv = new Ajv2020({ allErrors: true, strict: false })
addFormats.default(ajv)
ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi')

const operations = Object.entries(document.paths).flatMap(([template, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase(),
    pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
    operation: operation as { responses: Record<string, { content?: Record<string, { schema: { $ref: string } }> }> },
  })),
)

/** Validates one answer; throws with ajv's errors when the body does not match the documented schema. */
export function assertMatchesOpenApi(
  method: string,
  pathname: string,
  status: number,
  contentType: string | null,
  body: unknown,
): void {
  const isProblem = contentType?.startsWith('application/problem+json') ?? false
  const match = operations.find((candidate) => candidate.pattern.test(pathname) && candidate.method === method)
  let ref: string | undefined
  if (match) {
    const response = match.operation.responses[String(status)]
    if (!response) throw new Error(`OpenAPI document has no ${status} answer for ${method} ${pathname}`)
    const media = response.content?.[isProblem ? 'application/problem+json' : 'application/json']
    if (!media) throw new Error(`OpenAPI document has no ${contentType} content for ${status} of ${method} ${pathname}`)
    ref = media.schema.$ref
  } else if (isProblem) {
    // 404 and 405 answers outside the documented operations are still problems.
    ref = '#/components/schemas/Problem'
  } else {
    throw new Error(`Answer ${status} to ${method} ${pathname} is neither a documented operation nor a problem`)
  }
  const validate = ajv.getSchema(`openapi${ref}`)
  if (!validate) throw new Error(`No schema at ${ref}`)
  if (!validate(body)) {
    throw new Error(`Answer ${status} to ${method} ${pathname} breaks ${ref}: ${ajv.errorsText(validate.errors)}`)
  }
}
