/**
 * What a user's app loads at start with `startMock()` on the default seed: a Vite build of a tiny app
 * importing it, read chunk by chunk. faker is not loaded at start (the default data ships prebuilt) and
 * is in a chunk of its own, which the page downloads only for another seed or counts
 * (docs/decisions/browser-bundle.md).
 */
import { fileURLToPath } from 'node:url'
import type { Rollup } from 'vite'
import { describe, expect, test } from 'vitest'
import { appChunks } from '../support/app-chunks.ts'

const projectDirectory = fileURLToPath(new URL('../..', import.meta.url))
const app = `import { startMock } from ${JSON.stringify(`${projectDirectory}src/browser.ts`)}\nawait startMock()\n`

const modulesOf = (chunks: Rollup.OutputChunk[]) => chunks.flatMap((chunk) => Object.keys(chunk.modules))
const isFaker = (id: string) => id.includes('/@faker-js/faker/')

describe('startMock() in an app', { timeout: 120_000 }, () => {
  test('loads no faker at start, and has it in a chunk loaded on demand', async () => {
    const { atStart, onDemand } = await appChunks(app, { root: projectDirectory, minify: false })
    expect(modulesOf(atStart).filter(isFaker)).toEqual([])
    expect(modulesOf(atStart)).toContain(`${projectDirectory}src/data/default-seed-records.json`)
    expect(modulesOf(onDemand).some(isFaker)).toBe(true)
  })
})
