/**
 * @module The tests StrykerJS runs (stryker.config.mjs): the settings of vitest.config.ts's
 * `in-process` project, as the only project, since the Vitest runner runs every project of the config
 * it is given and the `integration` one drives Chromium and builds.
 */
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import base from './vitest.config.ts'

const inProcess = base.test?.projects?.find(
  (project): project is TestProjectInlineConfiguration =>
    typeof project === 'object' && 'test' in project && project.test?.name === 'in-process',
)
if (!inProcess?.test) throw new Error('Failed to find the "in-process" project in vitest.config.ts.')

const { projects: _projects, ...shared } = base.test ?? {}

/**
 * The tests of the model, the data and the engine, and the behaviour tables that reach the engine
 * through mock.fetch and msw. Left out, for time: the other adapters, the server, the command line and
 * the security tables, which start ports and processes to reach the same engine. A mutant of
 * module-level code (a schema, a table) runs all of these; any other, those of them that reached it.
 * `MUTATION_TESTS=in-process npm run test:mutation` runs the whole in-process suite instead.
 *
 * The list is chosen here, not with Stryker's `testFiles`: StrykerJS 9.6 then switches module-level
 * mutants on after their module is loaded, and reports them survived (stryker-js issue 6144).
 */
const engineTests = [
  'src/model/**/*.test.ts',
  'src/data/**/*.test.ts',
  'src/engine/**/*.test.ts',
  'tests/service/**/*.test.ts',
  'tests/simulation/**/*.test.ts',
  'tests/sessions/sessions.test.ts',
  'tests/control/**/*.test.ts',
  'tests/history/**/*.test.ts',
  'tests/adapters/msw-*.test.ts',
]

export default defineConfig({
  test: {
    ...shared,
    ...inProcess.test,
    ...(process.env.MUTATION_TESTS === 'in-process' ? {} : { include: engineTests }),
    // The type-level tests run with tsc and import nothing at run time: no mutant can change them.
    typecheck: { enabled: false },
  },
})
