/**
 * @module A control verb's request as named arguments, and back: the path's
 * `:names`, the body's fields and the query's fields, each with the verb's own
 * zod schema. An MCP action that sends one verb takes these arguments.
 */
import { z } from 'zod'
import type { AnyVerb, HttpParts } from '../engine/control/control-verb.ts'

export type VerbArgumentOptions = {
  /** Arguments named otherwise for the model, so that one idea has one name across a tool: `{ id: 'session' }`. */
  readonly renamed?: Readonly<Record<string, string>>
  /** A path name's schema where a string is not what it takes: `{ version: z.int() }`. Default: a non-empty string. */
  readonly pathSchemas?: Readonly<Record<string, z.core.$ZodType>>
  /**
   * The argument that is the verb's whole input, where its body is open-ended (a state file) rather than fields:
   * sent as the verb's own `toHttp` sends it (a state file's name is its path's, too).
   */
  readonly wholeBody?: string
}

/** An action's arguments by name, and the verb's request from their values. */
export type VerbArguments = {
  readonly shape: Readonly<Record<string, z.core.$ZodType>>
  toHttp(args: Readonly<Record<string, unknown>>): HttpParts
}

/**
 * @example
 * verbArguments(controlVerbs.history.restore).shape // { name: ZodString }
 * verbArguments(controlVerbs.sessions.delete, { renamed: { id: 'session' } }).toHttp({ session: 'a' }) // { params: { id: 'a' } }
 */
export function verbArguments(verb: AnyVerb, options: VerbArgumentOptions = {}): VerbArguments {
  const { renamed = {}, pathSchemas = {}, wholeBody } = options
  if (wholeBody !== undefined) {
    if (!verb.body || !verb.toHttp)
      throw new TypeError(`Failed to make one argument of "${verb.summary}": it has no body to take whole.`)
    const { toHttp } = verb
    return { shape: { [wholeBody]: verb.body }, toHttp: (args) => toHttp(args[wholeBody]) }
  }
  const shown = (name: string) => renamed[name] ?? name
  const params = [...verb.path.matchAll(/:(\w+)/g)].map(([, param]) => param!)
  const body = verb.body instanceof z.core.$ZodObject ? verb.body._zod.def.shape : undefined
  const bodyFields = Object.keys(body ?? {})
  const queryFields = Object.keys(verb.query?.shape ?? {})
  const shape: Record<string, z.core.$ZodType> = {
    ...Object.fromEntries(params.map((param) => [shown(param), pathSchemas[param] ?? z.string().min(1)])),
    ...Object.fromEntries(bodyFields.map((field) => [shown(field), body![field]!])),
    ...Object.fromEntries(queryFields.map((field) => [shown(field), verb.query!.shape[field]!])),
  }
  const given = (args: Readonly<Record<string, unknown>>, fields: readonly string[]) =>
    fields.filter((field) => args[shown(field)] !== undefined).map((field) => [field, args[shown(field)]] as const)
  return {
    shape,
    toHttp: (args) => ({
      params: Object.fromEntries(params.map((param) => [param, String(args[shown(param)])])),
      query: Object.fromEntries(given(args, queryFields).map(([field, value]) => [field, String(value)])),
      ...(body ? { body: Object.fromEntries(given(args, bodyFields)) } : {}),
    }),
  }
}
