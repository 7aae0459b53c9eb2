/**
 * Issue 7: the package works from outside. The project is packed with
 * `npm pack`, installed into a scratch project in a temporary folder, and used
 * there as a user would: a Vitest test, the command, and a type-check of
 * every entry. Nothing here imports the repo's sources.
 */
import { spawn } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { packProject, repoRoot } from './pack-project.ts'
import { cleanEnv, runCommand } from './run-command.ts'
import { createScratchProject } from './scratch-project.ts'
import { consumerTsconfig, everyEntrySource, publicEntries } from './every-entry.ts'
import { builtModulesFrom, listFiles } from './built-files.ts'
import { exportedNames } from './exported-names.ts'
import { namesInTwoEntries, publicNames } from './public-names.ts'
import { readmeBlocks, shellCommands } from './readme-quick-starts.ts'
import { startProcess } from './start-process.ts'
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
}, 300_000)

/** The installed command, on a free port; resolves once it prints where it listens. */
const startCli = (args: readonly string[]) =>
  startProcess(
    join(project, 'node_modules', '.bin', 'real-estate-service-mock'),
    ['--port', '0', ...args],
    project,
    /Serving the Real Estate and Account Service at (http:\/\/\S+?:\d+)\//,
  )

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
      '@playwright/test': '^1.50.0',
      msw: '^2.15.0',
      'msw-storybook-addon': '^3.0.0',
      storybook: '^10.0.0',
      vite: '>=5.0.0',
    })
    // Only the Storybook entry needs Storybook, only the Vite entry Vite; everyone needs msw.
    expect(manifest.peerDependenciesMeta).toEqual({
      '@playwright/test': { optional: true },
      'msw-storybook-addon': { optional: true },
      storybook: { optional: true },
      vite: { optional: true },
    })
    expect(manifest.dependencies).not.toHaveProperty('msw')
  })

  test('each entry exports exactly its pinned names, read from its .d.ts: 80 at most in all, one entry each but createMock', () => {
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
      expect(source, file).not.toMatch(/\b(createMiddleware|middlewareDoor)\b/)
    }
    // The check can fail: the Node entry's chunks do hold the middleware.
    const nodeSources = [...builtModulesFrom(join(installed, 'lib'), 'node.js').values()].join('\n')
    expect(nodeSources).toMatch(/\bmiddlewareDoor\b/)
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

describe('the real-estate-service-mock command', () => {
  test('--help lists every option, --version prints the version', async () => {
    const bin = join(project, 'node_modules', '.bin', 'real-estate-service-mock')
    const help = (await runCommand(bin, ['--help'], project)).stdout
    for (const option of [
      '--port',
      '--host',
      '--seed',
      '--scenario',
      '--auth',
      '--latency',
      '--svc',
      '--session-ttl',
      '--max-sessions',
      '--real',
      '--route',
      '--real-timeout',
      '--record',
      '--from-har',
      '--help',
      '--version',
    ]) {
      expect(help).toContain(option)
    }
    expect((await runCommand(bin, ['--version'], project)).stdout.trim()).toBe('0.1.0')
  }, 60_000)

  test('serves the four operations and the control API on a free port', async () => {
    const cli = await startCli(['--host', '127.0.0.1'])
    try {
      const service = `${cli.url}/svc/v1`
      expect((await fetch(`${service}/RealEstateService/RealEstateObjects/re-0001`)).status).toBe(200)
      expect((await fetch(`${service}/AccountService`)).status).toBe(200)
      expect((await fetch(`${service}/AccountService/Accounts/alice.admin`)).status).toBe(200)
      const update = await fetch(`${service}/AccountService`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ activity_logs: false }),
      })
      expect(update.status).toBe(200)
      const scenarios = (await (await fetch(`${cli.url}/__mock/scenarios`)).json()) as { name: string }[]
      expect(scenarios.map(({ name }) => name)).toContain('maintenance')
      expect((await fetch(`${cli.url}/__mock/openapi.json`)).headers.get('content-type')).toContain('application/json')

      // The simulator page ships in the package and is served with its assets.
      const page = await fetch(`${cli.url}/__mock/`)
      expect(page.status).toBe(200)
      const html = await page.text()
      const assets = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+)"/g)].map((match) => match[1])
      expect(assets.length).toBeGreaterThan(0)
      for (const asset of assets) expect((await fetch(`${cli.url}/__mock/${asset}`)).status, asset).toBe(200)
    } finally {
      await cli.stop()
    }
  }, 60_000)

  test('sessions: each X-Mock-Session has its own settings and journal; --max-sessions caps them', async () => {
    const cli = await startCli(['--max-sessions', '1', '--session-ttl', '5'])
    try {
      const settings = `${cli.url}/svc/v1/AccountService`
      const as = (id: string) => ({ 'X-Mock-Session': id })
      const patched = await fetch(settings, {
        method: 'PATCH',
        headers: { ...as('one'), 'Content-Type': 'application/json' },
        body: '{"activity_logs": false}',
      })
      expect(patched.status).toBe(200)
      expect((await (await fetch(settings, { headers: as('one') })).json()).activity_logs).toBe(false)
      expect((await (await fetch(settings)).json()).activity_logs).toBe(true)
      expect(((await (await fetch(`${cli.url}/__mock/requests?session=one`)).json()) as unknown[]).length).toBe(2)
      // A second named session goes past the cap of one: the least recently used, "one", is dropped.
      await fetch(settings, { headers: as('two') })
      const listed = (await (await fetch(`${cli.url}/__mock/sessions`)).json()) as { id: string }[]
      expect(listed.map(({ id }) => id)).toEqual(['default', 'two'])
      expect((await fetch(settings, { headers: as('not valid!') })).status).toBe(400)
    } finally {
      await cli.stop()
    }
  }, 60_000)

  test('--seed, --svc, --scenario, --latency and --auth take effect', async () => {
    const first = await startCli(['--seed', '7', '--svc', 'estate', '--scenario', 'read-only', '--latency', '5'])
    const sameSeed = await startCli(['--seed', '7', '--auth'])
    const otherSeed = await startCli(['--seed', '8'])
    try {
      const accounts = async (url: string) =>
        ((await (await fetch(`${url}/__mock/resources`)).json()) as { accounts: string[] }).accounts
      expect(await accounts(first.url)).toEqual(await accounts(sameSeed.url))
      expect(await accounts(first.url)).not.toEqual(await accounts(otherSeed.url))

      expect((await fetch(`${first.url}/estate/v1/AccountService`)).status).toBe(200)
      expect(await (await fetch(`${first.url}/__mock/scenario`)).json()).toEqual({ name: 'read-only' })
      expect(await (await fetch(`${first.url}/__mock/latency`)).json()).toEqual({ value: 5 })
      const refused = await fetch(`${first.url}/estate/v1/AccountService`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ activity_logs: false }),
      })
      expect(refused.status).toBe(403)

      const anonymous = await fetch(`${sameSeed.url}/svc/v1/AccountService`)
      expect(anonymous.status).toBe(401)
      expect(anonymous.headers.get('WWW-Authenticate')).toContain('Bearer')
    } finally {
      await Promise.all([first.stop(), sameSeed.stop(), otherSeed.stop()])
    }
  }, 60_000)
})

describe('the real service too (hybrid mode and the drift check), from the installed command', () => {
  /** `npx real-estate-service-mock …` in the consumer, as its README says to run it; resolves with the exit code and output. */
  const npx = (args: readonly string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn('npx', ['--no-install', 'real-estate-service-mock', ...args], {
        cwd: project,
        env: cleanEnv(),
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      child.on('error', reject)
      child.on('close', (code) => resolve({ code, stdout, stderr }))
    })

  test('verify --against a faithful service exits 0, --json gives the report, an unreachable one exits 2', async () => {
    // Another instance of the command stands in for the real service: faithful to the contract by construction.
    const real = await startCli(['--seed', '7'])
    try {
      const faithful = await npx(['verify', '--against', real.url])
      expect(faithful.code, faithful.stdout + faithful.stderr).toBe(0)
      const json = await npx(['verify', '--against', real.url, '--json'])
      expect(JSON.parse(json.stdout)).toMatchObject({ reachable: true, ok: true, differences: [] })
    } finally {
      await real.stop()
    }
    expect((await npx(['verify', '--against', real.url])).code).toBe(2)
  }, 120_000)

  test('--real with --route sends an operation to the real service and marks the answer', async () => {
    const real = await startCli(['--seed', '7'])
    const hybrid = await startCli(['--real', real.url, '--route', 'getAccount=real'])
    try {
      const answer = await fetch(`${hybrid.url}/svc/v1/AccountService/Accounts/alice.admin`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('x-mock-source')).toBe('real')
      const realJournal = (await (await fetch(`${real.url}/__mock/requests`)).json()) as Array<{ operation: string }>
      expect(realJournal.map(({ operation }) => operation)).toEqual(['getAccount'])
      expect((await fetch(`${hybrid.url}/svc/v1/AccountService`)).headers.get('x-mock-source')).toBeNull()
    } finally {
      await Promise.all([hybrid.stop(), real.stop()])
    }
  }, 60_000)
})

describe('the Vite example (examples/vite-app)', () => {
  /** Strings only the mock's code holds; the app's own code holds none of them. */
  const mockMarkers = ['real-estate-service-mock', 'startMock', 'setupWorker', 'mockServiceWorker', '__mock']
  let app: string

  beforeAll(() => {
    app = join(project, 'vite-app')
    for (const item of ['index.html', 'src', 'public', 'vite.config.ts', 'tsconfig.json']) {
      cpSync(join(repoRoot, 'examples', 'vite-app', item), join(app, item), { recursive: true })
    }
  })

  /** `vite build`; with `NODE_ENV=development`, `import.meta.env.DEV` is true, as under `vite` (the dev server). */
  const build = async (nodeEnv: 'production' | 'development') => {
    const outDir = `dist-${nodeEnv}`
    await runCommand(
      join(project, 'node_modules', '.bin', 'vite'),
      ['build', '--outDir', outDir],
      app,
      cleanEnv({ NODE_ENV: nodeEnv }),
    )
    const files = listFiles(join(app, outDir))
    const code = files
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(app, outDir, file), 'utf8'))
      .join('\n')
    return { files, code }
  }

  test('type-checks against the installed package', async () => {
    await expect(
      runCommand(join(project, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], app),
    ).resolves.toBeDefined()
  }, 60_000)

  test('its production build calls the service and holds none of the mock', async () => {
    const { files, code } = await build('production')
    expect(code).toContain('RealEstateService/RealEstateObjects')
    expect(files.filter((file) => file.includes('mockServiceWorker'))).toEqual([])
    expect(mockMarkers.filter((marker) => code.includes(marker))).toEqual([])
  }, 60_000)

  test('its development build does hold the mock, so the check above can fail', async () => {
    const { code } = await build('development')
    expect(mockMarkers.filter((marker) => code.includes(marker))).not.toEqual([])
  }, 60_000)

  test('under the dev server, the page shows what the mock answers, in the scenario the URL names', async () => {
    const server = await startProcess(
      join(project, 'node_modules', '.bin', 'vite'),
      ['--port', '0', '--strictPort'],
      app,
      /Local:\s+(http:\/\/\S+?:\d+)\//,
    )
    const browser = await connectChromium()
    try {
      const page = await browser.newPage()
      await page.goto(`${server.url}/?seed=42`)
      await page.getByRole('heading', { name: 'Harbor View Loft' }).waitFor()
      expect(await page.locator('[data-testid="permissions"]').textContent()).toContain('manage_accounts')

      await page.goto(`${server.url}/?scenario=maintenance`)
      await page.getByText('Failed to load').waitFor()
      expect(await page.locator('#app').textContent()).toMatch(/answered 503/)
    } finally {
      await browser.close()
      await server.stop()
    }
  }, 120_000)

  test('in plugin mode, the Vite dev server answers the four operations, with no worker file and no service worker', async () => {
    const server = await startProcess(
      join(project, 'node_modules', '.bin', 'vite'),
      ['--mode', 'plugin', '--port', '0', '--strictPort'],
      app,
      /Local:\s+(http:\/\/\S+?:\d+)\//,
    )
    const browser = await connectChromium()
    try {
      const page = await browser.newPage()
      await page.goto(`${server.url}/`)
      await page.getByRole('heading', { name: 'Harbor View Loft' }).waitFor()
      const inPage = await page.evaluate(async () => {
        const call = async (path: string, init?: RequestInit) => (await fetch(`/svc/v1${path}`, init)).status
        return {
          worker: (await navigator.serviceWorker.getRegistration()) !== undefined,
          object: await call('/RealEstateService/RealEstateObjects/re-0001'),
          settings: await call('/AccountService'),
          update: await call('/AccountService', {
            method: 'PATCH',
            headers: { 'Content-Type': 'application/json' },
            body: '{"activity_logs":false}',
          }),
          account: await call('/AccountService/Accounts/alice.admin'),
          workerScript: (await fetch('/mockServiceWorker.js')).headers.get('content-type'),
        }
      })
      expect(inPage).toMatchObject({ worker: false, object: 200, settings: 200, update: 200, account: 200 })
      expect(inPage.workerScript ?? '').not.toMatch(/javascript/)
      // The PATCH above went to the dev server's mock: the control API of the same server shows it.
      const journal = (await (await fetch(`${server.url}/__mock/requests`)).json()) as Array<{
        operation: string | null
        status: number
      }>
      expect(journal.map((entry) => entry.operation)).toEqual(
        expect.arrayContaining(['getRealEstateObject', 'getAccountSettings', 'updateAccountSettings', 'getAccount']),
      )
    } finally {
      await browser.close()
      await server.stop()
    }
  }, 120_000)
})
