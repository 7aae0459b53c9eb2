/**
 * @module The template's test suites, each run by the leg's own runner through an npm script: the
 * Node adapter and the Vitest Browser Mode fixture (Vitest), the Playwright fixture (@playwright/test).
 * A suite fails the check by failing (npm exits non-zero); a suite that ran no test fails it too.
 */
import { expect } from 'vitest'
import type { LegProject } from '../leg-project.ts'
import type { Check } from './check.ts'

/** Runs an npm script; resolves with its output once it passed. */
async function runScript(project: LegProject, script: string): Promise<string> {
  const { stdout, stderr } = await project.npm(['run', script])
  return `${stdout}\n${stderr}`
}

/** The line each Node-side suite prints: the Node it ran on, the project's. */
const ranOnProjectNode = (project: LegProject) => `process.version v${project.installedVersion('node')}`

export const nodeAdapter: Check = {
  name: 'Node adapter: msw setupServer, a scenario, a PATCH',
  async run(project) {
    const output = await runScript(project, 'test:node')
    expect(output).toContain(ranOnProjectNode(project))
    expect(output).toMatch(/Tests\s+(\d+) passed \(\1\)/)
  },
}

export const vitestBrowser: Check = {
  name: 'Vitest Browser Mode fixture, a React component in Chromium',
  async run(project) {
    const output = await runScript(project, 'test:component')
    expect(output).toMatch(/Tests\s+(\d+) passed \(\1\)/)
  },
}

export const playwrightFixture: Check = {
  name: 'Playwright fixture, a page in Chromium',
  async run(project) {
    const output = await runScript(project, 'test:playwright')
    expect(output).toContain(ranOnProjectNode(project))
    expect(output).toMatch(/\b[1-9]\d* passed\b/)
    expect(output).not.toMatch(/\b\d+ (failed|flaky|skipped)\b/)
  },
}
