/**
 * The MCP tools over the control table, without a server: every verb reached, the list small enough
 * for a model's context, arguments checked per action, and the JSON Schema's shortening keeping its meaning.
 */
import Ajv from 'ajv'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import type { AnyVerb, HttpParts } from '../../src/engine/control/control-verb.ts'
import { verbsOf } from '../../src/engine/control/control-verb.ts'
import { controlVerbs } from '../../src/engine/control/control-verbs.ts'
import type { JournalRecord } from '../../src/engine/journal/journal-entry.ts'
import { faultSettingsSchema } from '../../src/engine/simulation/faults.ts'
import { latencySettingsSchema } from '../../src/engine/simulation/latency.ts'
import { compactJsonSchema } from '../../src/mcp/compact-json-schema.ts'
import { mockTool, type ToolContext, verbAction } from '../../src/mcp/mock-tool.ts'
import { mockTools } from '../../src/mcp/mock-tools.ts'
import { pageOf, pageSize } from '../../src/mcp/paged-text.ts'
import { journalPage } from '../../src/mcp/tools/journal-tool.ts'

const toolNamed = (name: string) => mockTools.find((tool) => tool.name === name)!

/** A context that records what each call sends and answers `answer`. */
function recordingContext(answer: unknown = undefined) {
  const sent: Array<{ verb: AnyVerb; parts: HttpParts }> = []
  const context: ToolContext = {
    send: async (verb, parts) => (sent.push({ verb, parts }), answer),
    transport: {
      url: 'http://127.0.0.1:1',
      controlPrefix: '/__mock',
      fetch: () => Promise.reject(new Error('unused')),
    },
  }
  return { sent, context }
}

describe('the tools', () => {
  test('every verb of the control table is sent by an action of a tool', () => {
    const reached = new Set(mockTools.flatMap((tool) => Object.values(tool.actions).flatMap((action) => action.verbs)))
    const missing = [...verbsOf(controlVerbs)].filter(([, verb]) => !reached.has(verb)).map(([name]) => name)
    expect(missing).toEqual([])
  })

  test('at most 12 tools, listed in at most 16,000 characters', () => {
    const listed = mockTools.map(({ name, description, inputSchema, annotations }) => ({
      name,
      description,
      inputSchema,
      annotations,
    }))
    expect(listed.length).toBeLessThanOrEqual(12)
    expect(JSON.stringify({ tools: listed }).length).toBeLessThanOrEqual(16_000)
  })

  test('every input schema is an object without $ref (some clients follow none), with `action` where there are several', () => {
    for (const tool of mockTools) {
      expect(tool.inputSchema.type, tool.name).toBe('object')
      expect(JSON.stringify(tool.inputSchema), tool.name).not.toContain('$ref')
      const actions = Object.keys(tool.actions)
      const properties = tool.inputSchema.properties as Record<string, { enum?: string[] }>
      if (actions.length > 1) expect(properties.action?.enum, tool.name).toEqual(actions)
      else expect(properties.action, tool.name).toBeUndefined()
    }
  })

  test('the hints come from the verbs: reads are read-only, a tool with a DELETE or a reset is destructive', () => {
    expect(toolNamed('service').annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false })
    expect(toolNamed('reset').annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
    })
    expect(toolNamed('history').annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
    })
    expect(toolNamed('simulate').annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
    })
  })

  test('one name is one idea: two actions that take a name as different kinds of value are refused', () => {
    const make = () =>
      mockTool({
        name: 'clash',
        description: 'Two ideas under one name.',
        actions: {
          restore: verbAction(controlVerbs.history.restore),
          restore_version: verbAction(controlVerbs.history.restoreVersion, {
            renamed: { version: 'name' },
            pathSchemas: { version: z.int() },
          }),
        },
      })
    expect(make).toThrow(/"name" takes string values in one action and number values in restore_version/)
  })
})

describe('a call', () => {
  test("sends the action's verb with its arguments and the session, and shows the answer as compact JSON", async () => {
    const { sent, context } = recordingContext({ name: 'before' })
    const result = await toolNamed('history').call({ action: 'restore', name: 'before', session: 's1' }, context)
    expect(result).toEqual({ texts: ['{"name":"before"}'] })
    expect(sent).toEqual([
      {
        verb: controlVerbs.history.restore,
        parts: expect.objectContaining({ params: { name: 'before' }, headers: { 'X-Mock-Session': 's1' } }),
      },
    ])
  })

  test('the sessions tool names the session in its own arguments, not as the header', async () => {
    const { sent, context } = recordingContext()
    expect(await toolNamed('sessions').call({ action: 'delete', session: 'gone' }, context)).toEqual({
      texts: ['Done.'],
    })
    expect(sent[0]?.parts).toEqual({ params: { id: 'gone' }, query: {} })
  })

  test('a missing or unknown action is refused with the list of actions', async () => {
    const { context } = recordingContext()
    const missing = await toolNamed('journal').call({}, context)
    expect(missing).toEqual({
      isError: true,
      texts: ['journal needs an "action": one of read, clear, export_har, export_pact.'],
    })
    const unknown = await toolNamed('journal').call({ action: 'delete' }, context)
    expect(unknown.texts[0]).toMatch(/one of read, .*, not "delete"\.$/)
  })

  test("an argument the action does not take is refused; another action's argument sent as null is passed over", async () => {
    const { sent, context } = recordingContext()
    const refused = await toolNamed('history').call({ action: 'restore', name: 'a', include: 'data' }, context)
    expect(refused).toEqual({ isError: true, texts: ["history's restore takes name, session, page; not include."] })
    expect(sent).toEqual([])
    const passed = await toolNamed('history').call(
      { action: 'restore', name: 'a', include: null, version: null },
      context,
    )
    expect(passed.isError).toBeUndefined()
  })

  test('a value of the wrong kind is refused with the argument named, and nothing is sent', async () => {
    const { sent, context } = recordingContext()
    const result = await toolNamed('simulate').call({ action: 'set', auth: 'yes' }, context)
    expect(result.isError).toBe(true)
    expect(result.texts[0]).toMatch(/^Invalid arguments for simulate's set: .*expected boolean.* at auth\.$/)
    expect(sent).toEqual([])
  })

  test("simulate's set needs a setting, and sends each one given through its own verb", async () => {
    const { sent, context } = recordingContext({ value: 3000 })
    expect((await toolNamed('simulate').call({ action: 'set' }, context)).texts[0]).toMatch(
      /needs one or more of scenario/,
    )
    await toolNamed('simulate').call({ action: 'set', latency: 3000, auth: null }, context)
    expect(sent.map(({ verb, parts }) => [verb, parts.body])).toEqual([
      [controlVerbs.setAuth, { value: null }],
      [controlVerbs.setLatency, { value: 3000 }],
    ])
  })
})

describe('compactJsonSchema', () => {
  const ajv = new Ajv({ strict: false })
  const cases: Array<[name: string, schema: z.core.$ZodType, values: unknown[]]> = [
    [
      'latency',
      latencySettingsSchema,
      [
        0,
        3000,
        [100, 300],
        'infinite',
        { all: 100 },
        { getAccount: [1, 2], all: 'infinite' },
        {},
        -1,
        [1],
        'slow',
        { getAcount: 5 },
        { all: 600_001 },
      ],
    ],
    [
      'faults',
      faultSettingsSchema,
      [
        {},
        { all: { status: 503 } },
        { getAccount: 'hang', seed: 3 },
        { updateAccountSettings: { rate: 0.5, faults: [{ status: 500, retryAfter: 2 }, 'network-error'] } },
        { all: { status: 200 } },
        { all: 'crash' },
        { sed: 3 },
        { all: { rate: 2, faults: 'hang' } },
        { all: { rate: 0.5, faults: [] } },
      ],
    ],
  ]
  test.each(cases)('%s: the shortened schema takes exactly what the zod schema takes', (_, schema, values) => {
    const validate = ajv.compile(compactJsonSchema(z.strictObject({ value: schema })))
    for (const value of values)
      expect(validate({ value }), JSON.stringify(value)).toBe(z.safeParse(schema, value).success)
  })

  test('fields that share a schema are shown once, as a map', () => {
    const json = compactJsonSchema(z.strictObject({ value: faultSettingsSchema }))
    expect(JSON.stringify(json).match(/"retryAfter"/g)).toHaveLength(3)
    expect(json).toMatchObject({
      properties: { value: { propertyNames: { enum: expect.arrayContaining(['all', 'getAccount', 'seed']) } } },
    })
  })
})

describe('pageOf', () => {
  test('a short text is one page, with no note', () => {
    expect(pageOf('{"a":1}')).toEqual({ text: '{"a":1}' })
  })

  test('a long one is cut, each page says where it is, and the pages make the whole', () => {
    const text = 'x'.repeat(pageSize * 2 + 5)
    const pages = [1, 2, 3].map((page) => pageOf(text, page))
    expect(pages.map(({ text }) => text).join('')).toBe(text)
    expect(pages[0]!.note).toMatch(/^Page 1 of 3 .* Ask again with "page": 2 for the next\.$/)
    expect(pages[2]!.note).toMatch(/This is the last\.$/)
    expect(() => pageOf(text, 4)).toThrow('There are 3 pages here; page 4 is past the end.')
  })
})

describe('journalPage', () => {
  const records = Array.from(
    { length: 30 },
    (_, index): JournalRecord => ({
      sequence: index + 1,
      time: new Date(Date.UTC(2026, 0, 1, 12, index)).toISOString(),
      method: 'GET',
      path: '/svc/v1/AccountService',
      operation: 'getAccountSettings',
      status: 200,
      durationMs: 1,
      delayMs: 0,
      scenario: 'default',
      caller: null,
      fault: null,
      version: null,
      source: 'mock',
      requestBody: null,
      responseBody: { activity_logs: true },
    }),
  )

  test('the newest of the limit, oldest first, without bodies or empty fields, and the way to the older ones', () => {
    const page = journalPage(records, { limit: 20, bodies: false })
    expect(page.matched).toBe(30)
    expect(page.entries.map((entry) => entry.sequence)).toEqual(records.slice(10).map((record) => record.sequence))
    expect(page.entries[0]).not.toHaveProperty('responseBody')
    expect(page.entries[0]).not.toHaveProperty('caller')
    expect(page.more).toBe('10 older: ask again with "before": 11')
    const older = journalPage(records, { limit: 20, bodies: true, before: 11 })
    expect(older.entries.map((entry) => entry.sequence)).toEqual(records.slice(0, 10).map((record) => record.sequence))
    expect(older.entries[0]).toMatchObject({ responseBody: { activity_logs: true } })
    expect(older).not.toHaveProperty('more')
  })

  test('since and until bound the time, until excluded', () => {
    const page = journalPage(records, {
      limit: 20,
      bodies: false,
      since: records[3]!.time,
      until: records[6]!.time,
    })
    expect(page.entries.map((entry) => entry.sequence)).toEqual([4, 5, 6])
  })
})
