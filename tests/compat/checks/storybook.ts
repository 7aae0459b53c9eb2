/**
 * @module Storybook 10 with msw-storybook-addon and `mockLoader` from /storybook: `storybook build`,
 * then the built stories in Chromium, one with the seeded object, one under maintenance.
 */
import { serveStatic } from '../../browser/support/serve-static.ts'
import type { LegProject } from '../leg-project.ts'
import { expectHeading, inChromium } from '../mocked-page.ts'
import { seededObjectName } from '../seeded-object.ts'
import type { Check } from './check.ts'

const storyUrl = (base: string, id: string) => `${base}/iframe.html?id=${id}&viewMode=story`

export const storybook: Check = {
  name: 'Storybook build, mockLoader, stories in Chromium',
  async run(project: LegProject) {
    // The worker script goes where .storybook/main.ts serves its static files from.
    await project.exec(['msw', 'init', 'storybook-public', '--no-save'])
    await project.npm(['run', 'build-storybook'])
    const expected = await seededObjectName(project)
    const { url, server } = await serveStatic([
      { prefix: '/', directory: async () => `${project.dir}/storybook-static` },
    ])
    try {
      await inChromium(storyUrl(url, 'object--default'), (page) => expectHeading(page, expected))
      await inChromium(
        storyUrl(url, 'object--maintenance'),
        (page) => page.getByText('Failed to load: answered 503').waitFor({ timeout: 30_000 }),
        /status of 503/,
      )
    } finally {
      server.close()
    }
  },
}
