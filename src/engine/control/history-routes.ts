/**
 * @module The control API of the state's history, per session: named
 * snapshots (take, list, export, restore, drop), undo, and the timeline of
 * versions with the JSON Patch of each change.
 */
import { z } from 'zod'
import { MockError } from '../problems/mock-error.ts'
import { shownInput } from '../problems/shown-input.ts'
import { json, noContent, readSetting, type ControlHandler } from './control-handler.ts'
import type { EngineRequest } from '../exchange/engine-types.ts'
import { readJsonObject } from '../request/read-json-body.ts'

const newSnapshotSchema = z.strictObject({
  name: z.string().optional(),
  /** `all` (default): data, scenario, latency, faults and auth; `data`: the data only. */
  include: z.enum(['all', 'data']).optional(),
})

/** The path segment after `/snapshots/` or `/timeline/`: names and versions need no percent-decoding. */
function segment(request: EngineRequest, fromEnd: number): string {
  return request.path.split('/').at(-1 - fromEnd) ?? ''
}

function versionOf(request: EngineRequest): number {
  const text = segment(request, 1)
  if (!/^\d{1,9}$/.test(text)) throw new MockError('UNKNOWN_VERSION', `"${shownInput(text)}" is no version of the timeline: versions are whole numbers (see GET /__mock/timeline).`)
  return Number(text)
}

export function historyRoutes(): Array<[string, Record<string, ControlHandler>]> {
  return [
    [
      '/snapshots',
      {
        GET: (_, session) => json(session().history.snapshots()),
        POST: async (request, session) => {
          // An empty body takes a snapshot with a made-up name.
          const body = (await request.text()).trim() === '' ? {} : await readSetting(request, newSnapshotSchema)
          return json(session().history.snapshot(body), 201)
        },
      },
    ],
    [
      '/snapshots/:name',
      {
        GET: (request, session) => json(session().history.export(segment(request, 0))),
        DELETE: (request, session) => {
          session().history.deleteSnapshot(segment(request, 0))
          return noContent()
        },
        /** Keeps a state file (an exported snapshot) under this name, to restore later. */
        PUT: async (request, session) => json(session().history.import({ ...(await readJsonObject(request)), name: segment(request, 0) })),
      },
    ],
    ['/snapshots/:name/restore', { POST: async (request, session) => json(await session().history.restore(segment(request, 1))) }],
    ['/undo', { POST: async (_, session) => json(await session().history.undo()) }],
    ['/timeline', { GET: (_, session) => json(session().history.timeline()) }],
    ['/timeline/:version/restore', { POST: async (request, session) => json(await session().history.restoreVersion(versionOf(request))) }],
  ]
}
