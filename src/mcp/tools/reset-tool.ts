/** @module `reset`: the session back to the state the mock started in; the control table's `reset`. */
import { controlVerbs } from '../../engine/control/control-verbs.ts'
import { mockTool, verbAction } from '../mock-tool.ts'

export const resetTool = mockTool({
  name: 'reset',
  description: `${controlVerbs.reset.description} Use it to start a check from a clean state. Example: {"session":"checkout"}`,
  actions: { reset: verbAction(controlVerbs.reset) },
})
