/**
 * @module `override`: one operation answered with a fixed answer of the
 * model's (status, headers, body, delay, once), and such an answer removed;
 * the control table's `overrides` verbs, with their one schema.
 */
import { controlVerbs } from '../../engine/control/control-verbs.ts'
import { mockTool, verbAction } from '../mock-tool.ts'

export const overrideTool = mockTool({
  name: 'override',
  description:
    'Answers one operation with a fixed answer of your own until reset or "remove" ("add" gives its id): a state no scenario gives, such as one error or an odd body. The request still meets the scenario, faults, auth and journal. Example: {"action":"add","operation":"getAccount","status":503,"once":true}',
  actions: {
    add: verbAction(controlVerbs.overrides.add, { summary: 'answer it so' }),
    remove: verbAction(controlVerbs.overrides.remove, { summary: 'remove one' }),
  },
  argumentDescriptions: {
    status: 'Default 200.',
    body: "Any JSON. Left out: none, or for 400 and up the mock's problem+json.",
    delay: 'Milliseconds, on top of the latency.',
    once: 'The next request only.',
  },
})
