/**
 * @module The in-process tests, as StrykerJS runs them (stryker.config.mjs): the `in-process`
 * project of vitest.config.ts without its siblings, since the Vitest runner runs every project
 * of the config it is given and the `integration` one drives Chromium and builds.
 */
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import base from './vitest.config.ts'

const inProcess = base.test?.projects?.find(
  (project): project is TestProjectInlineConfiguration =>
    typeof project === 'object' && 'test' in project && project.test?.name === 'in-process',
)
if (!inProcess?.test) throw new Error('Failed to find the "in-process" project in vitest.config.ts.')

const { projects: _projects, ...shared } = base.test ?? {}

export default defineConfig({
  test: {
    ...shared,
    ...inProcess.test,
    // The type-level tests run with tsc and import nothing at run time: no mutant can change them.
    typecheck: { enabled: false },
  },
})
