/**
 * What a user's app loads at start with `startMock()` on the default seed: a Vite build of a tiny app
 * importing it, read chunk by chunk. faker is not loaded at start (the default data ships prebuilt) and
 * is in a chunk of its own, which the page downloads only for another seed or counts
 * (docs/decisions/browser-bundle.md).
 */
import { fileURLToPath } from 'node:url'
import { build, type Rollup } from 'vite'
import { describe, expect, test } from 'vitest'

const projectDirectory = fileURLToPath(new URL('../..', import.meta.url))
const appId = '\0start-mock-app'
const app = `import { startMock } from ${JSON.stringify(`${projectDirectory}src/browser.ts`)}\nawait startMock()\n`

async function chunksOfApp(): Promise<{ atStart: Rollup.OutputChunk[]; onDemand: Rollup.OutputChunk[] }> {
  const output = (await build({
    configFile: false,
    root: projectDirectory,
    logLevel: 'silent',
    plugins: [
      {
        name: 'app',
        resolveId: (id) => (id === appId ? id : undefined),
        load: (id) => (id === appId ? app : undefined),
      },
    ],
    build: { write: false, minify: false, rollupOptions: { input: appId } },
  })) as Rollup.RollupOutput
  const chunks = output.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const atStart = new Set<Rollup.OutputChunk>()
  const visit = (chunk: Rollup.OutputChunk) => {
    if (atStart.has(chunk)) return
    atStart.add(chunk)
    for (const name of chunk.imports) visit(byName.get(name)!)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk)
  return { atStart: [...atStart], onDemand: chunks.filter((chunk) => !atStart.has(chunk)) }
}

const modulesOf = (chunks: Rollup.OutputChunk[]) => chunks.flatMap((chunk) => Object.keys(chunk.modules))
const isFaker = (id: string) => id.includes('/@faker-js/faker/')

describe('startMock() in an app', { timeout: 120_000 }, () => {
  test('loads no faker at start, and has it in a chunk loaded on demand', async () => {
    const { atStart, onDemand } = await chunksOfApp()
    expect(modulesOf(atStart).filter(isFaker)).toEqual([])
    expect(modulesOf(atStart)).toContain(`${projectDirectory}src/data/default-seed-records.json`)
    expect(modulesOf(onDemand).some(isFaker)).toBe(true)
  })
})
