/**
 * @module `service`: what the service holds now (the records the operations
 * find) and what it declares (its OpenAPI document, summarised: the whole
 * document is some 40,000 characters, given in pages when asked for).
 */
import { z } from 'zod'
import { controlVerbs } from '../../engine/control/control-verbs.ts'
import type { OpenApiDocument } from '../../model/create-openapi-document.ts'
import { mockTool } from '../mock-tool.ts'

type Operation = { operationId?: string; summary?: string }

/** Each operation as one line, "GET /svc/v1/AccountService getAccountSettings: Read the account service settings". */
function openApiSummary(document: OpenApiDocument) {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>)
      .filter(([, operation]) => typeof operation === 'object' && operation?.operationId !== undefined)
      .map(([method, { operationId, summary }]) => `${method.toUpperCase()} ${path} ${operationId}: ${summary ?? ''}`),
  )
  return {
    info: document.info,
    servers: document.servers,
    operations,
    whole: 'Ask again with "page": 1 for the whole document (its schemas, parameters and answers), in pages.',
  }
}

export const serviceTool = mockTool({
  name: 'service',
  description:
    'What the mocked service holds and declares. "resources" lists the ids of the real estate objects and the usernames of the accounts that exist now (what getRealEstateObject and getAccount find); "openapi" summarises the OpenAPI document (the four operations and the control API), and gives it whole with "page". Example: {"action":"resources"}',
  paged: true,
  actions: {
    resources: {
      verbs: [controlVerbs.resources],
      arguments: {
        scenario: z
          .string()
          .min(1)
          .optional()
          .describe('Another scenario\'s records than the one in force, e.g. "empty".'),
      },
      summary: controlVerbs.resources.summary,
      run: (args, { send }) =>
        send(controlVerbs.resources, controlVerbs.resources.toHttp!(args.scenario as string | undefined)),
    },
    openapi: {
      verbs: [controlVerbs.openApiDocument],
      arguments: {},
      summary: 'the operations, or with page the whole document',
      run: async (args, { send }) => {
        const document = (await send(controlVerbs.openApiDocument, {})) as OpenApiDocument
        return args.page === undefined ? openApiSummary(document) : document
      },
    },
  },
})
