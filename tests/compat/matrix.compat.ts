/**
 * The compatibility matrix: the package packed once, installed into a consumer project per leg
 * (legs.ts) beside that leg's Node, msw and Vitest, and used there through each of its adapters, every
 * command on the leg's Node. One test per cell; matrix-reporter.ts prints the table.
 */
import { rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { beforeAll, describe, test } from 'vitest'
import { packProject } from '../package/pack-project.ts'
import { browserWithMswInit, browserWithMswVitePlugin } from './checks/browser-entry.ts'
import type { Check } from './checks/check.ts'
import { install } from './checks/install.ts'
import { command, vitePlugin } from './checks/servers.ts'
import { storybook } from './checks/storybook.ts'
import { nodeAdapter, playwrightFixture, vitestBrowser } from './checks/test-runs.ts'
import { toolchain } from './checks/toolchain.ts'
import { typeChecks } from './checks/types.ts'
import { createLegProject, type LegProject } from './leg-project.ts'
import { legs } from './legs.ts'

/** The rows of the table, in order. */
const checks: readonly Check[] = [
  toolchain,
  install,
  nodeAdapter,
  vitestBrowser,
  playwrightFixture,
  browserWithMswInit,
  browserWithMswVitePlugin,
  storybook,
  command,
  vitePlugin,
  ...typeChecks,
]

let tarball: string

beforeAll(async () => {
  // COMPAT_TARBALL names a tarball to check in place of the working tree's (an earlier build, a published one).
  const given = process.env.COMPAT_TARBALL
  tarball = given ?? (await packProject())
  if (!given) return () => rmSync(dirname(tarball), { recursive: true, force: true })
})

for (const leg of legs) {
  describe(leg.name, () => {
    let project: LegProject | undefined

    beforeAll(async () => {
      project = await createLegProject(leg, tarball)
      return () => project?.remove()
    })

    for (const check of checks.filter((candidate) => candidate.appliesTo?.(leg) ?? true))
      test(check.name, (context) => check.run(project!, context))
  })
}
