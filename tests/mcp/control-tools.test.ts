/** The tools derive from the control table: a verb added to a table is a tool, with its hints. */
import { describe, expect, test } from 'vitest'
import { verb, verbsOf } from '../../src/engine/control/control-verb.ts'
import { controlVerbs } from '../../src/engine/control/control-verbs.ts'
import { controlTools, toolNameOf } from '../../src/mcp/control-tools.ts'

describe('controlTools', () => {
  test('a verb added to the table is a tool, with no other edit', () => {
    const extra = verb({ method: 'DELETE', path: '/things/:id', summary: 'delete a thing', run: () => undefined })
    const tools = controlTools({ ...controlVerbs, things: { delete: extra } })
    const tool = tools.find((candidate) => candidate.name === 'things_delete')
    expect(tool?.verb).toBe(extra)
    expect(tool?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: true })
    expect(tool?.input.parse({ id: 'a' })).toEqual({ id: 'a' })
    expect(tool?.toHttp({ id: 'a', session: 's' })).toMatchObject({
      params: { id: 'a' },
      headers: { 'X-Mock-Session': 's' },
    })
    expect(tools.length).toBe([...verbsOf(controlVerbs)].length + 1)
  })

  test.each([
    ['history.restoreVersion', 'history_restore_version'],
    ['requests.toHAR', 'requests_to_har'],
    ['useScenario', 'use_scenario'],
    ['reset', 'reset'],
  ])('%s -> %s', (name, expected) => expect(toolNameOf(name)).toBe(expected))

  test('reads are read-only, reset and deletes destructive, a snapshot neither idempotent nor destructive', () => {
    const byName = Object.fromEntries(controlTools(controlVerbs).map((tool) => [tool.name, tool.annotations]))
    expect(byName.resources).toMatchObject({ readOnlyHint: true, destructiveHint: false })
    expect(byName.reset).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: true })
    expect(byName.sessions_delete).toMatchObject({ destructiveHint: true })
    expect(byName.history_snapshot).toMatchObject({ destructiveHint: false, idempotentHint: false })
    expect(byName.set_latency).toMatchObject({ readOnlyHint: false, idempotentHint: true })
  })

  test('body fields, query fields and path names are arguments; every tool takes a session', () => {
    const tools = Object.fromEntries(controlTools(controlVerbs).map((tool) => [tool.name, tool]))
    for (const tool of Object.values(tools)) expect(Object.keys(tool.input.shape)).toContain('session')
    expect(Object.keys(tools.set_auth!.input.shape)).toEqual(['value', 'session'])
    expect(Object.keys(tools.requests_filter!.input.shape)).toContain('operation')
    expect(tools.requests_filter!.toHttp({ operation: 'getAccount', status: 404 }).query).toEqual({
      operation: 'getAccount',
      status: '404',
    })
    expect(tools.history_restore!.toHttp({ name: 'before' }).params).toEqual({ name: 'before' })
  })
})
