/**
 * @module `simulate`: what the app meets in a session (the scenario, latency,
 * faults, auth, hybrid routes and the schedule) read at once, or set, several
 * in one call. Each setting is a pair of verbs of the control table, its read
 * and its write; its argument is the write's own `value` schema.
 */
import { z } from 'zod'
import type { AnyVerb } from '../../engine/control/control-verb.ts'
import { controlVerbs } from '../../engine/control/control-verbs.ts'
import { errorText, mockTool } from '../mock-tool.ts'

/** Each setting by its argument's name, in the order `set` sends them: a scenario's name, the likeliest to be refused, first. */
const settings = {
  scenario: { read: controlVerbs.settings.scenario, write: controlVerbs.useScenario },
  auth: { read: controlVerbs.settings.auth, write: controlVerbs.setAuth },
  latency: { read: controlVerbs.settings.latency, write: controlVerbs.setLatency },
  faults: { read: controlVerbs.settings.faults, write: controlVerbs.setFaults },
  routes: { read: controlVerbs.settings.routes, write: controlVerbs.setRoutes },
  schedule: { read: controlVerbs.settings.schedule, write: controlVerbs.setSchedule },
} satisfies Record<string, { read: AnyVerb; write: AnyVerb }>

type SettingName = keyof typeof settings
const settingNames = Object.keys(settings) as SettingName[]

/** A write verb's `value`: what the setting takes, `null` unsetting it where it may be unset. */
const valueSchemaOf = (verb: AnyVerb) => (verb.body as unknown as z.core.$ZodObject)._zod.def.shape.value!

/** `{ value }` and `{ name }` answers as their one field; the routes' and the schedule's as they are. */
function shownSetting(answer: unknown): unknown {
  if (typeof answer !== 'object' || answer === null) return answer
  const keys = Object.keys(answer)
  return keys.length === 1 && (keys[0] === 'value' || keys[0] === 'name') ? Object.values(answer)[0] : answer
}

export const simulateTool = mockTool({
  name: 'simulate',
  description:
    'Sets what the app meets in a session: the scenario, latency, faults, authentication, routes to a real service and a schedule of scenarios. Use it to put the app in a state to check (maintenance, slow or failing answers, sign-in required), then look at the app or call_operation. "read" gives the settings in force and the scenarios; "set" sets the ones given, null unsets one. Example: {"action":"set","latency":{"getAccount":3000},"faults":{"updateAccountSettings":{"status":503}}}',
  actions: {
    read: {
      verbs: [...Object.values(settings).map(({ read }) => read), controlVerbs.scenarios],
      arguments: {},
      summary: 'the settings in force and the scenarios',
      run: async (_, { send }) => {
        const [scenarios, ...values] = await Promise.all([
          send(controlVerbs.scenarios, {}) as Promise<Array<{ name: string; description: string }>>,
          ...settingNames.map((name) => send(settings[name].read, {})),
        ])
        return {
          ...Object.fromEntries(settingNames.map((name, index) => [name, shownSetting(values[index])])),
          scenarios: Object.fromEntries(scenarios.map(({ name, description }) => [name, description])),
        }
      },
    },
    set: {
      verbs: Object.values(settings).map(({ write }) => write),
      arguments: Object.fromEntries(
        settingNames.map((name) => [name, z.optional(valueSchemaOf(settings[name].write))]),
      ),
      summary: 'sets each one given, in this order',
      run: async (args, { send }) => {
        const given = settingNames.filter((name) => args[name] !== undefined)
        if (given.length === 0) throw new Error(`simulate's set needs one or more of ${settingNames.join(', ')}.`)
        const set: Record<string, unknown> = {}
        for (const name of given) {
          const write: AnyVerb = settings[name].write
          try {
            set[name] = shownSetting(await send(write, write.toHttp!(args[name])))
          } catch (error) {
            if (Object.keys(set).length === 0) throw error
            throw new Error(`${errorText(error)} Set before it: ${Object.keys(set).join(', ')}.`)
          }
        }
        return set
      },
    },
  },
  argumentDescriptions: {
    scenario:
      'A scenario by name, or several stacked left to right ("slow,auth" or ["slow","auth"]); "default" goes back to the start.',
    auth: 'true: requests need the bearer token of an account (call_operation signInAs); false: not.',
    latency:
      'Milliseconds, [min, max] with jitter, or "infinite" (no answer): for every operation, or per operation ("all" for the rest).',
    faults:
      'Per operation or "all": {"status": 400-599, "retryAfter"?: seconds}, "network-error" or "hang"; or {"rate": 0-1, "faults": one or a list} to fail a share; "seed" seeds the draws.',
    routes:
      'Hybrid mode, for a mock started with --real: per operation or "*", "real", "real-then-mock" (the mock answers when the real service fails) or "mock".',
    schedule:
      'Scenarios stacked while windows are open, on the mock\'s clock from now: [{"scenario", "after", "for"?, "every"?}], durations like "30s"; [] clears it.',
  },
})
