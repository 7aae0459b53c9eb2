/**
 * @module `sessions`: the mock's sessions, listed, opened and deleted. The
 * session a verb names by `id` is `session` here, as in every other tool.
 */
import { controlVerbs } from '../../engine/control/control-verbs.ts'
import { mockTool, verbAction } from '../mock-tool.ts'

const bySession = { renamed: { id: 'session' } }

export const sessionsTool = mockTool({
  name: 'sessions',
  description:
    'The mock\'s sessions: each keeps its own data, scenario, settings, journal and history, named by the app\'s X-Mock-Session header and by the other tools\' "session". Open one per check or per parallel test so they do not cross; without a header the app uses the default one. Example: {"action":"create","session":"checkout","seed":7}',
  actions: {
    list: verbAction(controlVerbs.sessions.list),
    create: verbAction(controlVerbs.sessions.create, bySession),
    delete: verbAction(controlVerbs.sessions.delete, bySession),
  },
  argumentDescriptions: {
    session: 'The session\'s id; "create" makes one up when it is left out.',
    seed: "The seed of its data (default: the mock's).",
    scenario: 'The scenario it starts in.',
  },
})
