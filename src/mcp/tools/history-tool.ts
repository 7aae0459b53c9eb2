/**
 * @module `history`: a session's snapshots, its timeline of versions, undo,
 * and state files in and out: the control table's `history` group, a verb
 * per action.
 */
import { z } from 'zod'
import { controlVerbs } from '../../engine/control/control-verbs.ts'
import { mockTool, verbAction } from '../mock-tool.ts'

const { history } = controlVerbs

export const historyTool = mockTool({
  name: 'history',
  description:
    'A session\'s saved and past states: snapshots to come back to, undo of the newest change, the timeline of every change (each version with its JSON Patch) and state files to carry state to another mock. Use "snapshot" before a step that changes data and "restore" after it, or "undo" one change. Example: {"action":"restore","name":"before-save"}',
  paged: true,
  actions: {
    snapshot: verbAction(history.snapshot),
    list_snapshots: verbAction(history.snapshots),
    restore: verbAction(history.restore),
    delete_snapshot: verbAction(history.deleteSnapshot),
    undo: verbAction(history.undo),
    timeline: verbAction(history.timeline),
    restore_version: verbAction(history.restoreVersion, {
      pathSchemas: { version: z.int().min(0) },
    }),
    export_snapshot: verbAction(history.export),
    import_snapshot: verbAction(history.import, {
      wholeBody: 'file',
      summary: 'keep a state file as a snapshot of its name',
    }),
    export_state: verbAction(history.exportState),
    load_state: verbAction(history.load, { wholeBody: 'file' }),
  },
  argumentDescriptions: {
    name: 'A snapshot\'s name; "snapshot" makes one up when it is left out.',
    include: '"all" (default): the data and the settings; "data": the data only.',
    version: 'A version of the timeline.',
    file: 'A state file, as export_state or export_snapshot gives it.',
  },
})
