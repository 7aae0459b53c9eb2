/**
 * @module What an MCP tool of the mock is: one area of the control table
 * (the simulation, the journal, the history…) as one tool whose `action`
 * picks a verb or a few, rather than a tool per verb. Its arguments are the
 * actions' arguments, each named once for the tool, with the verbs' own zod
 * schemas; a call is checked against its action's own arguments, so a wrong
 * one is refused with a message that names it. Nothing here needs the SDK.
 */
import { z } from 'zod'
import { ControlError } from '../engine/control/control-errors.ts'
import type { AnyVerb, HttpParts } from '../engine/control/control-verb.ts'
import { sessionHeader } from '../engine/request/session-id.ts'
import { withMeta } from '../model/zod.ts'
import { compactJsonSchema, type JsonSchema } from './compact-json-schema.ts'
import type { McpTransport } from './mcp-transport.ts'
import { pageOf } from './paged-text.ts'
import { type VerbArgumentOptions, verbArguments } from './verb-arguments.ts'

/** What an action acts through. */
export type ToolContext = {
  /** Sends a verb's request (with the call's session, where the tool takes one) and gives the answer's body. */
  send(verb: AnyVerb, parts: HttpParts): Promise<unknown>
  readonly transport: McpTransport
}

export type ToolAction = {
  /** The verbs it sends: every verb of the control table is in some action (tests/mcp/mock-tools.test.ts). */
  readonly verbs: readonly AnyVerb[]
  /** Its arguments by name; the tool's `session` and `page` come on top. */
  readonly arguments: Readonly<Record<string, z.core.$ZodType>>
  /** A few words for the `action` argument's list: "take a snapshot". */
  readonly summary: string
  /** Does it; what it gives is shown to the model as compact JSON (a string as it is, nothing as "Done."). */
  run(args: Readonly<Record<string, unknown>>, context: ToolContext): Promise<unknown>
}

type ToolHints = {
  readonly readOnlyHint: boolean
  readonly destructiveHint: boolean
  readonly idempotentHint: boolean
  readonly openWorldHint: false
}

export type ToolSpec = {
  readonly name: string
  /** For a model: what the tool is for, when to use it, and one example of its arguments. */
  readonly description: string
  /** By name; a tool of one action takes no `action` argument. */
  readonly actions: Readonly<Record<string, ToolAction>>
  /** An argument's description for this tool, where its schema has none or says it for another reader. */
  readonly argumentDescriptions?: Readonly<Record<string, string>>
  /** Long answers come in pages, asked for with `page`. */
  readonly paged?: boolean
  /** MCP's hints, where the tool sends no verb to derive them from. */
  readonly hints?: ToolHints
}

/** A tool's answer: its texts (the answer, and where it is paged, a line on the pages), or an error the model can act on. */
type ToolResult = { readonly texts: readonly string[]; readonly isError?: true }

export type MockTool = {
  readonly name: string
  readonly description: string
  readonly inputSchema: JsonSchema
  readonly annotations: ToolHints
  readonly actions: Readonly<Record<string, ToolAction>>
  call(args: unknown, context: ToolContext): Promise<ToolResult>
}

/** The mock session a tool acts on; every tool takes it. */
const sessionArgument = z
  .string()
  .min(1)
  .describe("The mock session to act on (the app's X-Mock-Session header); the default session when left out.")

const pageArgument = z
  .int()
  .min(1)
  .describe('A long answer comes in pages: 2 and on for the rest of it, as its last line says.')

type VerbActionOptions = VerbArgumentOptions & {
  /** Default: the verb's summary. */
  readonly summary?: string
  /** Arguments of the action's own, beyond the verb's: how its answer is shown. */
  readonly extra?: Readonly<Record<string, z.core.$ZodType>>
  /** The answer as the model sees it: a summary, a part. Default: as the verb gives it. */
  readonly shown?: (answer: unknown, args: Readonly<Record<string, unknown>>) => unknown
}

/**
 * An action that sends one verb, with the verb's arguments.
 * @example
 * verbAction(controlVerbs.history.restore) // takes `name`, sends POST /snapshots/:name/restore
 */
export function verbAction(verb: AnyVerb, options: VerbActionOptions = {}): ToolAction {
  const { summary = verb.summary, extra = {}, shown = (answer) => answer, ...argumentOptions } = options
  const { shape, toHttp } = verbArguments(verb, argumentOptions)
  return {
    verbs: [verb],
    arguments: { ...shape, ...extra },
    summary,
    run: async (args, { send }) => shown(await send(verb, toHttp(args)), args),
  }
}

/** Refused arguments, said so that a model can fix its call. */
class ArgumentError extends Error {}

/**
 * @example
 * const tool = mockTool({ name: 'history', description: '…', actions: { undo: verbAction(controlVerbs.history.undo), … } })
 * await tool.call({ action: 'undo' }, context)
 */
export function mockTool(spec: ToolSpec): MockTool {
  // The sessions tool names a session in its own arguments; every other tool takes the session it acts on.
  const ownsSession = Object.values(spec.actions).some((action) => 'session' in action.arguments)
  const common = {
    ...(ownsSession ? {} : { session: sessionArgument.optional() }),
    ...(spec.paged ? { page: pageArgument.optional() } : {}),
  }
  const schemas = Object.fromEntries(
    Object.entries(spec.actions).map(([name, action]) => [name, z.strictObject({ ...action.arguments, ...common })]),
  )
  const verbs = Object.values(spec.actions).flatMap((action) => action.verbs)
  return {
    name: spec.name,
    description: spec.description,
    inputSchema: inputSchemaOf(spec, common),
    annotations: spec.hints ?? hintsOf(verbs),
    actions: spec.actions,
    async call(args, context) {
      try {
        const [name, values] = argumentsOf(spec, schemas, args)
        const session = ownsSession ? undefined : (values.session as string | undefined)
        const answer = await spec.actions[name]!.run(values, {
          ...context,
          send: (verb, parts) =>
            context.send(
              verb,
              session === undefined ? parts : { ...parts, headers: { ...parts.headers, [sessionHeader]: session } },
            ),
        })
        const text = answer === undefined ? 'Done.' : typeof answer === 'string' ? answer : JSON.stringify(answer)
        if (!spec.paged) return { texts: [text] }
        const { text: part, note } = pageOf(text, values.page as number | undefined)
        return { texts: note === undefined ? [part] : [part, note] }
      } catch (error) {
        return { isError: true, texts: [errorText(error)] }
      }
    },
  }
}

/** The action a call names and its arguments, checked against the action's own; refused with what to fix. */
function argumentsOf(
  spec: ToolSpec,
  schemas: Readonly<Record<string, z.ZodObject>>,
  args: unknown,
): [action: string, values: Record<string, unknown>] {
  const actionNames = Object.keys(spec.actions)
  const single = actionNames.length === 1
  if (args !== undefined && (typeof args !== 'object' || args === null || Array.isArray(args)))
    throw new ArgumentError(`${spec.name} takes its arguments as an object.`)
  const { action, ...rest } = (args ?? {}) as Record<string, unknown>
  const name = single && action === undefined ? actionNames[0]! : action
  if (typeof name !== 'string' || !Object.hasOwn(spec.actions, name))
    throw new ArgumentError(
      single
        ? `${spec.name} takes no action.`
        : `${spec.name} needs an "action": one of ${actionNames.join(', ')}${action === undefined ? '' : `, not ${JSON.stringify(action)}`}.`,
    )
  const schema = schemas[name]!
  const label = single ? spec.name : `${spec.name}'s ${name}`
  const taken = Object.keys(schema.shape)
  // An argument of another action left empty says nothing: some clients send every argument, null when unused.
  const given = Object.fromEntries(Object.entries(rest).filter(([key, value]) => taken.includes(key) || value != null))
  const unknown = Object.keys(given).filter((key) => !taken.includes(key))
  if (unknown.length > 0)
    throw new ArgumentError(
      `${label} takes ${taken.length > 0 ? taken.join(', ') : 'no arguments'}; not ${unknown.join(', ')}.`,
    )
  const parsed = schema.safeParse(given)
  if (!parsed.success)
    throw new ArgumentError(
      `Invalid arguments for ${label}: ${parsed.error.issues.map((issue) => `${issue.message}${issue.path.length > 0 ? ` at ${issue.path.join('.')}` : ''}`).join('; ')}.`,
    )
  return [name, parsed.data as Record<string, unknown>]
}

/** The tool's arguments as one object: `action` with the actions' list, then every action's arguments, each once. */
function inputSchemaOf(spec: ToolSpec, common: Record<string, z.core.$ZodType>): JsonSchema {
  const entries = Object.entries(spec.actions)
  const shown: Record<string, z.core.$ZodType> = {}
  for (const [actionName, action] of entries) {
    for (const [name, schema] of Object.entries(action.arguments)) {
      const earlier = shown[name]
      if (earlier && kindOf(earlier) !== kindOf(schema))
        throw new TypeError(
          `Failed to make the ${spec.name} tool: "${name}" takes ${kindOf(earlier)} values in one action and ${kindOf(schema)} values in ${actionName}; give one idea one name.`,
        )
      shown[name] ??= schema
    }
  }
  const described = (name: string, schema: z.core.$ZodType) => {
    const description = spec.argumentDescriptions?.[name]
    return description === undefined ? schema : withMeta(schema, { description })
  }
  const shape = Object.fromEntries(
    Object.entries({ ...shown, ...common }).map(([name, schema]) => [
      name,
      described(name, entries.length === 1 ? schema : z.optional(schema)),
    ]),
  )
  const signatures = entries.map(([name, action]) => `${signatureOf(name, action)}: ${action.summary}`)
  return compactJsonSchema(
    z.strictObject(
      entries.length === 1
        ? shape
        : { action: z.enum(entries.map(([name]) => name)).describe(signatures.join('; ')), ...shape },
    ),
  )
}

/** `restore(name)`, `snapshot(name?, include?)`: what an action takes, in the `action` argument's description. */
function signatureOf(name: string, action: ToolAction): string {
  const taken = Object.entries(action.arguments).map(
    ([argument, schema]) => `${argument}${z.safeParse(schema, undefined).success ? '?' : ''}`,
  )
  return taken.length > 0 ? `${name}(${taken.join(', ')})` : name
}

/** What kind of value an argument is, past `optional` and `nullable`: two actions' arguments of one name must agree. */
function kindOf(schema: z.core.$ZodType): string {
  // Schemas of either zod API: the engine's are zod/mini's, the tools' own the classic API's.
  const unwrapped =
    schema instanceof z.core.$ZodOptional || schema instanceof z.core.$ZodNullable ? schema._zod.def.innerType : schema
  return unwrapped === schema ? schema._zod.def.type : kindOf(unwrapped)
}

/** MCP's hints, from the verbs a tool sends: read-only when all are `GET`s, destructive when one is. */
function hintsOf(verbs: readonly AnyVerb[]): ToolHints {
  return {
    readOnlyHint: verbs.every((verb) => verb.method === 'GET'),
    destructiveHint: verbs.some((verb) => verb.method === 'DELETE' || verb.destructive === true),
    idempotentHint: verbs.every((verb) => verb.method !== 'POST' || verb.idempotent === true),
    openWorldHint: false,
  }
}

/** An error as a tool result says it: a refusal of the mock with its status, title and detail. */
export function errorText(error: unknown): string {
  if (error instanceof ControlError) return `${error.status} ${error.title}: ${error.detail}`
  return error instanceof Error ? error.message : String(error)
}
