/** @module The headline: the packed package installs beside the leg's msw and Vitest without `--legacy-peer-deps`. */
import { expect } from 'vitest'
import type { Check } from './check.ts'

export const install: Check = {
  name: 'npm install -D <tarball> (no --legacy-peer-deps)',
  async run(project) {
    if (project.installFailure) throw project.installFailure
    // The package's peer is the leg's own msw: npm installed no second copy anywhere in the tree.
    const { stdout } = await project.npm(['ls', 'msw', '--all', '--parseable'])
    expect(stdout.trim().split('\n')).toEqual([`${project.dir}/node_modules/msw`])
  },
}
