/**
 * @module The control table's `history` group: snapshots, state files, undo
 * and the timeline of a session, as verbs of the control API.
 */
import { withMeta, z } from '../../model/zod.ts'
import { MockError } from '../problems/mock-error.ts'
import { shownInput } from '../problems/shown-input.ts'
import { readJsonObject } from '../request/read-json-body.ts'
import type { SnapshotScope } from '../session/session-history.ts'
import type { Session } from '../session/session.ts'
import type { StateFile } from '../session/state-file.ts'
import { readSetting } from './control-handler.ts'
import { verb } from './control-verb.ts'

const newSnapshotSchema = z.strictObject({
  name: z.optional(z.string()),
  /** `all` (default): data, scenario, latency, faults and auth; `data`: the data only. */
  include: z.optional(z.enum(['all', 'data'])),
})

const stateFileBodySchema = withMeta(z.looseObject({ format: z.string(), name: z.string() }), {
  description: 'A state file, as GET /__mock/state or /__mock/snapshots/{name} gives it.',
})

const snapshotPath = (name: string) => ({ params: { name } })

/** A timeline version from the path: names and versions need no percent-decoding. */
function versionOf(text: string): number {
  if (!/^\d{1,9}$/.test(text))
    throw new MockError(
      'UNKNOWN_VERSION',
      `"${shownInput(text)}" is no version of the timeline: versions are whole numbers (see GET /__mock/timeline).`,
    )
  return Number(text)
}

/** The verbs of `controlVerbs.history`. */
export function historyVerbs() {
  return {
    snapshots: verb<void, ReturnType<Session['history']['snapshots']>>({
      method: 'GET',
      path: '/snapshots',
      summary: 'list the snapshots',
      run: ({ session }) => session.history.snapshots(),
    }),
    /** Keeps the state now under `name` (made up when absent): the data, and the settings unless `include: 'data'`. */
    snapshot: verb<{ name?: string; include?: SnapshotScope } | undefined, { name: string }>({
      method: 'POST',
      path: '/snapshots',
      summary: 'take a snapshot',
      description:
        'Keeps the state now under a name (made up when none is given): the data, and the settings unless include is "data". Restore it later to start again from there.',
      output: z.object({ name: z.string() }),
      status: 201,
      body: newSnapshotSchema,
      toHttp: (options) => ({ body: options ?? {} }),
      // An empty body takes a snapshot with a made-up name.
      fromHttp: async (request) =>
        (await request.text()).trim() === '' ? {} : readSetting(request, newSnapshotSchema),
      run: ({ session }, options) => session.history.snapshot(options),
    }),
    /** Snapshot `name` as a state file (what `--state` reads). */
    export: verb<string, StateFile>({
      method: 'GET',
      path: '/snapshots/:name',
      summary: 'export a snapshot',
      toHttp: snapshotPath,
      fromHttp: (_, { name }) => name!,
      run: ({ session }, name) => session.export(name),
    }),
    /** Keeps a state file as a snapshot of its name, checked against the schemas first; `restore(name)` then loads it. */
    import: verb<StateFile, ReturnType<Session['import']>>({
      method: 'PUT',
      path: '/snapshots/:name',
      summary: 'import a snapshot',
      body: stateFileBodySchema,
      toHttp: (file) => ({ params: { name: file.name }, body: file }),
      fromHttp: async (request, { name }) => ({ ...(await readJsonObject(request)), name: name! }) as StateFile,
      run: ({ session }, file) => session.import(file),
    }),
    deleteSnapshot: verb<string, void>({
      method: 'DELETE',
      path: '/snapshots/:name',
      summary: 'delete a snapshot',
      status: 204,
      toHttp: snapshotPath,
      fromHttp: (_, { name }) => name!,
      run: ({ session }, name) => session.history.deleteSnapshot(name),
    }),
    /** Puts snapshot `name`'s state back; a change the timeline records and `undo()` reverts. */
    restore: verb<string, ReturnType<Session['restore']>>({
      method: 'POST',
      path: '/snapshots/:name/restore',
      summary: 'restore a snapshot',
      description: "Puts a snapshot's state back in place of the state now; undo reverts it.",
      destructive: true,
      toHttp: snapshotPath,
      fromHttp: (_, { name }) => name!,
      run: ({ session }, name) => session.restore(name),
    }),
    /** The state now as a state file: what another tab, or `load`, takes. */
    exportState: verb<void, StateFile>({
      method: 'GET',
      path: '/state',
      summary: 'export the state',
      run: ({ session }) => session.export(),
    }),
    /** Loads a state file now, checked against the schemas first (nothing loaded on error); kept as a snapshot of its name. */
    load: verb<StateFile, ReturnType<Session['load']>>({
      method: 'PUT',
      path: '/state',
      summary: 'load a state file',
      destructive: true,
      body: stateFileBodySchema,
      toHttp: (file) => ({ body: file }),
      fromHttp: async (request) => (await readJsonObject(request)) as StateFile,
      run: ({ session }, file) => session.load(file),
    }),
    /** Reverts the newest change (a PATCH, an edit through `database()`, a reset, a setting); `NOTHING_TO_UNDO` at the start. */
    undo: verb<void, ReturnType<Session['undo']>>({
      method: 'POST',
      path: '/undo',
      summary: 'undo',
      description:
        'Reverts the newest change of the session (a PATCH the app sent, a reset, a setting); it fails with NOTHING_TO_UNDO at the start.',
      run: ({ session }) => session.undo(),
    }),
    /** The versions of the state, oldest first, each with the JSON Patch (RFC 6902) of its change. */
    timeline: verb<void, ReturnType<Session['history']['timeline']>>({
      method: 'GET',
      path: '/timeline',
      summary: 'read the timeline',
      run: ({ session }) => session.history.timeline(),
    }),
    /** Back to the state right after `version` of the timeline; a change of its own. */
    restoreVersion: verb<number, ReturnType<Session['restoreVersion']>>({
      method: 'POST',
      path: '/timeline/:version/restore',
      summary: 'go back to a version',
      destructive: true,
      toHttp: (version) => ({ params: { version: String(version) } }),
      fromHttp: (_, { version }) => versionOf(version!),
      run: ({ session }, version) => session.restoreVersion(version),
    }),
  }
}
