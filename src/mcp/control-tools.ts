/**
 * @module The control table as MCP tools: one tool per verb, its name,
 * description, input, output and hints all derived from the verb, so a verb
 * added to the table is a tool with no other edit. A tool's arguments are the
 * verb's request by named field (path names, the body's fields, the query's),
 * plus the `session` every tool takes.
 */
import { z } from 'zod'
import { sessionHeader } from '../engine/request/session-id.ts'
import { type AnyVerb, type HttpParts, type VerbTable, verbsOf } from '../engine/control/control-verb.ts'

/** What MCP's `tools/list` shows of a tool, and how a call becomes the verb's request. */
export type ControlTool = {
  readonly name: string
  readonly verb: AnyVerb
  readonly description: string
  /** The arguments; the SDK checks them and shows them as JSON Schema. */
  readonly input: z.ZodObject
  /** The structured result, when the verb answers data of a declared shape; always an object, as MCP asks. */
  readonly output?: z.ZodObject
  /** Whether the verb's answer is wrapped as `{ result }` to be an object. */
  readonly wrapsOutput: boolean
  readonly annotations: {
    readOnlyHint: boolean
    destructiveHint: boolean
    idempotentHint: boolean
    openWorldHint: false
  }
  /** The verb's request from the call's arguments. */
  toHttp(args: Record<string, unknown>): HttpParts
}

/** The optional argument of every tool. */
export const sessionArgument = z
  .string()
  .min(1)
  .optional()
  .describe(
    'The mock session to act on, as the app names it in its X-Mock-Session header; leave it out for the default session (the one an app that sends no header uses).',
  )

/** `history.restoreVersion` → `history_restore_version`: MCP clients show snake case best. */
export function toolNameOf(verbName: string): string {
  return verbName
    .replace(/([a-z0-9])([A-Z]+)/g, '$1_$2')
    .replace(/\./g, '_')
    .toLowerCase()
}

/**
 * @example
 * for (const tool of controlTools(controlVerbs)) server.registerTool(tool.name, …)
 */
export function controlTools(table: VerbTable): ControlTool[] {
  return [...verbsOf(table)].map(([name, verb]) => controlTool(name, verb))
}

function controlTool(name: string, verb: AnyVerb): ControlTool {
  const params = [...verb.path.matchAll(/:(\w+)/g)].map(([, param]) => param!)
  const body = verb.body instanceof z.ZodObject ? verb.body : undefined
  // A body that takes fields beyond its own (a state file): every argument not a path name goes in it.
  const looseBody =
    body !== undefined && !(body._zod.def.catchall instanceof z.ZodNever) && body._zod.def.catchall !== undefined
  const shape = {
    ...verb.query?.shape,
    ...body?.shape,
    ...Object.fromEntries(params.map((param) => [param, z.string().min(1).describe(`The ${param} in the path.`)])),
    session: sessionArgument,
  }
  const input = looseBody ? z.looseObject(shape) : z.strictObject(shape)
  const readOnly = verb.method === 'GET'
  const wrapsOutput = verb.output !== undefined && !(verb.output instanceof z.ZodObject)
  const output =
    verb.output instanceof z.ZodObject ? verb.output : verb.output ? z.object({ result: verb.output }) : undefined
  return {
    name: toolNameOf(name),
    verb,
    description: `${verb.description ?? `${verb.summary[0]!.toUpperCase()}${verb.summary.slice(1)}.`} (Control API: ${verb.method} ${verb.path}.)`,
    input,
    output,
    wrapsOutput,
    annotations: {
      readOnlyHint: readOnly,
      destructiveHint: verb.method === 'DELETE' || verb.destructive === true,
      idempotentHint: readOnly || verb.method === 'PUT' || verb.method === 'DELETE' || verb.idempotent === true,
      openWorldHint: false,
    },
    toHttp(args) {
      const { session, ...rest } = args
      const taken = (keys: readonly string[]) =>
        Object.fromEntries(Object.entries(rest).filter(([key, value]) => keys.includes(key) && value !== undefined))
      const queryKeys = Object.keys(verb.query?.shape ?? {})
      const bodyKeys = looseBody
        ? Object.keys(rest).filter((key) => !params.includes(key))
        : Object.keys(body?.shape ?? {})
      return {
        params: Object.fromEntries(params.map((param) => [param, String(rest[param])])),
        query: Object.fromEntries(Object.entries(taken(queryKeys)).map(([key, value]) => [key, String(value)])),
        ...(body ? { body: taken(bodyKeys) } : {}),
        headers: typeof session === 'string' ? { [sessionHeader]: session } : ({} as Record<string, string>),
      }
    },
  }
}
