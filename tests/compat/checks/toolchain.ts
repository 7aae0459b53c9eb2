/**
 * @module The leg is what it says: npm's scripts run the project's Node, and msw and Vitest have the
 * leg's majors. The versions go into the test's meta, for the table's header.
 */
import { expect } from 'vitest'
import { majorOf } from '../legs.ts'
import type { Check } from './check.ts'

declare module 'vitest' {
  interface TaskMeta {
    /** The versions a leg ran on, by package. */
    versions?: Record<string, string>
  }
}

export const toolchain: Check = {
  name: "the leg's Node, msw and Vitest",
  async run(project, { task }) {
    const { stdout } = await project.exec(['node', '-p', 'process.version'])
    const nodeVersion = stdout.trim()
    console.log(`${project.leg.name}: process.version ${nodeVersion}`)
    expect(nodeVersion).toBe(`v${project.installedVersion('node')}`)
    const versions = Object.fromEntries(
      Object.keys(project.leg.ranges).map((name) => [name, project.installedVersion(name)]),
    )
    task.meta.versions = { ...versions, node: nodeVersion }
    for (const [name, range] of Object.entries(project.leg.ranges))
      expect(majorOf(versions[name]!), `${name} ${versions[name]}`).toBe(majorOf(range))
  },
}
