/**
 * @module The control API's part of the served OpenAPI document, derived from
 * the control table: `GET /__mock/openapi.json` documents `/__mock/*` beside
 * the service's four operations.
 */
import { z } from '../../model/zod.ts'
import type { OpenApiDocument } from '../../model/create-openapi-document.ts'
import { verbsOf, type VerbTable } from './control-verb.ts'

const tag = {
  name: 'Control API',
  description: "The mock's own API: scenarios, latency, faults, auth, the journal, the history and the sessions.",
}

/** `document` with a path item per verb of `table` (the control table), under `controlPrefix`. */
export function withControlApi(document: OpenApiDocument, controlPrefix: string, table: VerbTable): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = { ...document.paths }
  for (const [name, verb] of verbsOf(table)) {
    const path = `${controlPrefix}${verb.path.replace(/:(\w+)/g, '{$1}')}`
    const parameters = [...verb.path.matchAll(/:(\w+)/g)].map(([, parameter]) => ({
      name: parameter,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }))
    const status = String(verb.status ?? 200)
    paths[path] = {
      ...paths[path],
      [verb.method.toLowerCase()]: {
        operationId: `mock.${name}`,
        summary: `${verb.summary[0]!.toUpperCase()}${verb.summary.slice(1)}`,
        tags: [tag.name],
        ...(parameters.length > 0 ? { parameters } : {}),
        ...(verb.body
          ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(verb.body) } } } }
          : {}),
        responses: {
          [status]:
            status === '204'
              ? { description: 'Done' }
              : { description: 'OK', content: { 'application/json': { schema: {} } } },
          '4XX': {
            description: 'Refused: the problem says why',
            content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
          },
        },
        // A server started with --control-token asks for it as a bearer token.
        security: [{}, { bearer: [] }],
      },
    }
  }
  return { ...document, tags: [...((document as { tags?: unknown[] }).tags ?? []), tag], paths } as OpenApiDocument
}

function jsonSchemaOf(schema: z.core.$ZodType): Record<string, unknown> {
  const { $schema: _, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  return jsonSchema
}
