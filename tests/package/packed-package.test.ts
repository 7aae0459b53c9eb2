/**
 * Issue 7: the package works from outside. The project is packed with
 * `npm pack`, installed into a scratch project in a temporary folder, and used
 * there as a user would: a Vitest test, the command, and a type-check of
 * every entry. Nothing here imports the repo's sources.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { packProject, repoRoot } from './pack-project.ts'
import { runCommand } from './run-command.ts'
import { createScratchProject, type ScratchProject } from './scratch-project.ts'
import { consumerTsconfig, everyEntrySource, publicEntries } from './every-entry.ts'
import { builtModulesFrom, listFiles } from './built-files.ts'
import { exportedNames } from './exported-names.ts'
import { namesInTwoEntries, publicNames } from './public-names.ts'
import { readmeBlocks, shellCommands } from './readme-quick-starts.ts'
import { startProcess } from './start-process.ts'
import { describeInstalledCommand } from './describe-installed-command.ts'
import { describeViteExample } from './describe-vite-example.ts'
import { describeVitestBrowserExample } from './vitest-browser-example.ts'
import { connectChromium } from '../browser/support/chromium.ts'

let project: string
let installed: string

beforeAll(async () => {
  const tarball = await packProject()
  project = await createScratchProject(tarball)
  installed = join(project, 'node_modules', 'real-estate-service-mock')
  return () => {
    for (const dir of [project, dirname(tarball)]) rmSync(dir, { recursive: true, force: true })
  }
}, 600_000)

/** The consumer project, read by the tests the modules below register. */
const scratch: ScratchProject = {
  get project() {
    return project
  },
}

describe('the installed package', () => {
  test('holds the build, the simulator page, the OpenAPI document and the docs, and no sources', () => {
    const files = listFiles(installed)
    const expected =
      /^(lib\/[\w-]+\.(js|d\.ts)|site-dist\/.+|openapi\.json|package\.json|README\.md|LICENSE|CHANGELOG\.md)$/
    expect(files.filter((file) => !expected.test(file))).toEqual([])
    expect(files).toEqual(
      expect.arrayContaining([
        'lib/index.js',
        'lib/index.d.ts',
        'lib/bin.js',
        'site-dist/index.html',
        'openapi.json',
        'README.md',
        'LICENSE',
        'CHANGELOG.md',
      ]),
    )
  })

  test('its manifest has the repository links and no scripts or dev-only keys (no prepare, nothing pointing at unshipped files)', () => {
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'))
    expect(manifest.scripts).toBeUndefined()
    expect(manifest.devDependencies).toBeUndefined()
    expect(manifest['clean-package']).toBeUndefined()
    expect(manifest.repository).toEqual({
      type: 'git',
      url: 'git+https://github.com/real-estate-service-mock/real-estate-service-mock.git',
    })
    expect(manifest.homepage).toBe('https://github.com/real-estate-service-mock/real-estate-service-mock#readme')
    expect(manifest.bugs).toEqual({
      url: 'https://github.com/real-estate-service-mock/real-estate-service-mock/issues',
    })
    expect(manifest.bin).toEqual({ 'real-estate-service-mock': './lib/bin.js' })
    expect(manifest.dependencies).toHaveProperty('zod')
  })

  test('exports exactly the public entries, each module with its types', () => {
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'))
    expect(Object.keys(manifest.exports)).toEqual(publicEntries)
    for (const [entry, target] of Object.entries(manifest.exports)) {
      if (typeof target === 'string') continue
      const { types, default: code } = target as { types: string; default: string }
      expect(statSync(join(installed, types)).isFile(), `${entry} types`).toBe(true)
      expect(statSync(join(installed, code)).isFile(), `${entry} code`).toBe(true)
    }
    expect(manifest.peerDependencies).toEqual({
      '@modelcontextprotocol/sdk': '^1.32.0',
      '@playwright/test': '^1.50.0',
      msw: '^2.15.0 || ^3.0.0',
      'msw-storybook-addon': '^3.0.0',
      storybook: '^9.0.0 || ^10.0.0',
      vite: '>=5.0.0',
      vitest: '^4.0.0 || ^5.0.0',
    })
    // Only the Storybook entry needs Storybook, only the Vite entry Vite, only the Vitest Browser Mode entry Vitest,
    // only MCP the MCP SDK; everyone needs msw.
    expect(manifest.peerDependenciesMeta).toEqual({
      '@modelcontextprotocol/sdk': { optional: true },
      '@playwright/test': { optional: true },
      'msw-storybook-addon': { optional: true },
      storybook: { optional: true },
      vite: { optional: true },
      vitest: { optional: true },
    })
    expect(manifest.dependencies).not.toHaveProperty('msw')
    expect(manifest.dependencies).not.toHaveProperty('@modelcontextprotocol/sdk')
  })

  test('each entry exports exactly its pinned names, read from its .d.ts: 80 at most in all, one entry each but those pinned in two', () => {
    const exported = exportedNames(join(installed, 'lib'), Object.keys(publicNames))
    const sorted = (names: Record<string, readonly string[]>) =>
      Object.fromEntries(Object.entries(names).map(([entry, list]) => [entry, [...list].sort()]))
    expect(exported).toEqual(sorted(publicNames))
    const all = Object.values(exported).flat()
    expect(new Set(all).size).toBeLessThanOrEqual(80)
    expect(all.filter((name, index) => all.indexOf(name) !== index)).toEqual(namesInTwoEntries)
  })

  test('the browser entry and every chunk it loads hold no Node code: no node: import, no Node middleware', () => {
    const loaded = builtModulesFrom(join(installed, 'lib'), 'browser.js')
    expect(loaded.size).toBeGreaterThan(1)
    for (const [file, source] of loaded) {
      expect(source, file).not.toMatch(/from\s*["']node:|import\(\s*["']node:/)
      expect(source, file).not.toMatch(/\b(createMiddleware|middlewareAdapter)\b/)
    }
    // The check can fail: the Node entry's chunks do hold the middleware.
    const nodeSources = [...builtModulesFrom(join(installed, 'lib'), 'node.js').values()].join('\n')
    expect(nodeSources).toMatch(/\bmiddlewareAdapter\b/)
  })

  test('the bin is built JavaScript with a shebang', () => {
    expect(readFileSync(join(installed, 'lib', 'bin.js'), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true)
  })
})

test('a Vitest test in the consumer reads each operation through msw setupServer', async () => {
  const { stdout } = await runCommand(
    join(project, 'node_modules', '.bin', 'vitest'),
    ['run', 'reads-operations', '--reporter=verbose'],
    project,
  )
  expect(stdout).toMatch(/Tests\s+5 passed \(5\)/)
}, 120_000)

describe("the installed README's quick starts, as written", () => {
  const readme = () => readFileSync(join(installed, 'README.md'), 'utf8')

  test('Vitest: the test passes', async () => {
    const [quickStart] = readmeBlocks(readme(), 'Vitest')
    expect(quickStart?.code).toContain("from 'real-estate-service-mock/node'")
    writeFileSync(join(project, 'readme-quick-start.test.ts'), quickStart!.code)
    const { stdout } = await runCommand(
      join(project, 'node_modules', '.bin', 'vitest'),
      ['run', 'readme-quick-start', '--reporter=verbose'],
      project,
    )
    expect(stdout).toMatch(/✓ .*shows maintenance/)
    expect(stdout).toMatch(/Tests\s+1 passed \(1\)/)
  }, 120_000)

  test('your app in the browser: msw init, the entry under vite; the page says ready, the panel is there and the mock answers', async () => {
    const [init, entry] = readmeBlocks(readme(), 'Your app in the browser')
    // In the consumer's own folder, where `npx` finds msw installed.
    for (const command of shellCommands(init!)) await runCommand('sh', ['-c', command], project)
    expect(JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')).msw).toEqual({ workerDirectory: ['public'] })
    mkdirSync(join(project, 'src'), { recursive: true })
    writeFileSync(join(project, 'src', 'main.ts'), entry!.code)
    // The Vite example's page: its entry is `src/main.ts`, as create-vite lays it out.
    cpSync(join(repoRoot, 'examples', 'vite-app', 'index.html'), join(project, 'index.html'))
    const server = await startProcess(
      join(project, 'node_modules', '.bin', 'vite'),
      ['--port', '0', '--strictPort'],
      project,
      /Local:\s+(http:\/\/\S+?:\d+)\//,
    )
    const browser = await connectChromium()
    try {
      const page = await browser.newPage()
      await page.goto(`${server.url}/`)
      await page.locator('html[data-mock="ready"]').waitFor()
      expect(await page.locator('rem-dev-panel').count()).toBe(1)
      const answer = await page.evaluate(async () => {
        const response = await fetch('/svc/v1/AccountService')
        return { status: response.status, body: await response.json() }
      })
      expect(answer).toMatchObject({ status: 200, body: { activity_logs: expect.any(Boolean) } })
    } finally {
      await browser.close()
      await server.stop()
    }
  }, 120_000)

  test('standalone server: the command serves, the first curl reads an object, the second switches the scenario', async () => {
    const [start, ...curls] = shellCommands(readmeBlocks(readme(), 'Standalone server')[0]!)
    // On a free port rather than 4010, which another test run may hold.
    const [npx, ...args] = start!.replace('--port 4010', '--port 0').split(' ')
    const cli = await startProcess(
      npx!,
      args,
      project,
      /Serving the Real Estate and Account Service at (http:\/\/\S+?:\d+)\//,
    )
    try {
      // One after another, as typed: the first answer comes after the `slow` scenario's delay.
      const outputs: string[] = []
      for (const line of curls)
        outputs.push(
          (await runCommand('sh', ['-c', line.replaceAll('http://127.0.0.1:4010', cli.url)], project)).stdout,
        )
      const [read, switchScenario] = outputs
      expect(JSON.parse(read!)).toMatchObject({ id: 're-0001' })
      expect(JSON.parse(switchScenario!)).toEqual({ name: 'maintenance' })
      expect((await fetch(`${cli.url}/svc/v1/AccountService`)).status).toBe(503)
    } finally {
      await cli.stop()
    }
  }, 60_000)
})

test('a stories file checks parameters.mock when .storybook/ is outside the app tsconfig, through its types entry', async () => {
  const app = join(project, 'storybook-app')
  mkdirSync(join(app, 'src'), { recursive: true })
  mkdirSync(join(app, '.storybook'), { recursive: true })
  // As create-vite lays it out: the app's tsconfig includes src/ only.
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify(
      {
        ...consumerTsconfig,
        compilerOptions: {
          ...consumerTsconfig.compilerOptions,
          module: 'ESNext',
          moduleResolution: 'Bundler',
          types: ['node', 'real-estate-service-mock/storybook'],
        },
        files: undefined,
        include: ['src'],
      },
      null,
      2,
    ),
  )
  writeFileSync(
    join(app, '.storybook', 'preview.ts'),
    `import { mockLoader } from 'real-estate-service-mock/storybook'\nexport default { loaders: [mockLoader({ seed: 42 })] }\n`,
  )
  writeFileSync(
    join(app, 'src', 'settings.stories.ts'),
    `import type { Meta, StoryObj } from '@storybook/html-vite'
export default { title: 'Settings', render: () => document.createElement('div') } satisfies Meta
export const Maintenance: StoryObj = { parameters: { mock: { scenario: ['slow', 'maintenance'], faults: { getAccount: { status: 503 } } } } }
// @ts-expect-error the seed is a number
export const BadSeed: StoryObj = { parameters: { mock: { seed: 'seven' } } }
// @ts-expect-error a fault answers 400 to 599
export const BadFault: StoryObj = { parameters: { mock: { faults: { getAccount: { status: 200 } } } } }
`,
  )
  await expect(
    runCommand(join(project, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], app),
  ).resolves.toBeDefined()
})

test('every entry type-checks in a strict NodeNext project with tsc --noEmit', async () => {
  writeFileSync(join(project, 'every-entry.ts'), everyEntrySource)
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify(consumerTsconfig, null, 2))
  await expect(
    runCommand(join(project, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], project),
  ).resolves.toBeDefined()
}, 120_000)

describeInstalledCommand(scratch)

describeViteExample(scratch)

describeVitestBrowserExample(scratch)
