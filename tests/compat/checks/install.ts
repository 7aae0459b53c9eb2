/** @module The headline: the packed package installs beside the leg's msw and Vitest without `--legacy-peer-deps`. */
import { expect } from 'vitest'
import type { Check } from './check.ts'

export const install: Check = {
  name: 'npm install -D <tarball> (no --legacy-peer-deps)',
  async run(project) {
    if (project.installFailure) throw project.installFailure
    // npm resolved the leg's own msw for the package: no second copy under the package.
    expect(project.installedVersion('real-estate-service-mock')).toMatch(/^\d+\.\d+\.\d+/)
    const { stdout } = await project.npm(['ls', 'msw', '--all', '--parseable'])
    expect(stdout.trim().split('\n')).toEqual([`${project.dir}/node_modules/msw`])
  },
}
