/**
 * Locked when exposed, in the browser: the command started on `0.0.0.0`
 * without a control token prints a link to the simulator page with the token
 * it made; opened in Chromium, the page loads, its panel drives the control
 * API with the token, and the token is gone from the address bar, from the
 * tab's history and from every `Referer` the page sent.
 *
 * The command runs as a process, as a user starts it, from a tree of links to
 * this repository beside the site built for the browser tests: the server
 * serves the page from `site-dist` beside its sources, and the working tree's
 * own may be missing or out of date.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { built } from '../support/builds/built.ts'
import { useChromium, waitForObjects } from './support/chromium.ts'
import { choose, openPanel } from './support/simulator-page.ts'

const root = resolve(import.meta.dirname, '../..')
const browser = useChromium()
let tree: string
let command: ChildProcess
let link: URL
let token: string

/** What the command's modules reach outside `src/`, linked; `site-dist` is the site the browser tests built. */
async function linkedTree(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'locked-when-exposed-'))
  for (const name of ['src', 'fixtures', 'node_modules', 'package.json', 'tsconfig.json'])
    await symlink(join(root, name), join(folder, name))
  await symlink(await built('site'), join(folder, 'site-dist'))
  return folder
}

/** Starts the command and resolves with the link of its `Simulator page:` line, once it serves. */
function startCommand(args: readonly string[]): Promise<URL> {
  // Links kept as they are, so that the server finds `site-dist` beside the linked `src/`.
  command = spawn(
    process.execPath,
    ['--preserve-symlinks', '--preserve-symlinks-main', '--import', 'tsx', 'src/cli/bin.ts', ...args],
    { cwd: tree, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  return new Promise((resolve, reject) => {
    command.stdout!.on('data', (chunk: Buffer) => {
      output += chunk
      const href = /Simulator page: (\S+)[\s\S]*Try: curl/.exec(output)?.[1]
      if (href) resolve(new URL(href))
    })
    command.stderr!.on('data', (chunk: Buffer) => void (output += chunk))
    command.once('exit', (code) => reject(new Error(`The command exited with ${code} before it served.\n${output}`)))
  })
}

beforeAll(async () => {
  tree = await linkedTree()
  link = await startCommand(['--port', '0', '--host', '0.0.0.0', '--seed', '42'])
  token = link.searchParams.get('token') ?? ''
}, 120_000)
afterAll(async () => {
  if (command && command.exitCode === null) {
    const exited = new Promise((resolve) => command.once('exit', resolve))
    command.kill('SIGTERM')
    await exited
  }
  if (tree) await rm(tree, { recursive: true, force: true })
})

/** The server's scenario, read with the printed token as any client would. */
async function scenarioOverHttp(): Promise<string> {
  const response = await fetch(`${link.origin}/__mock/scenario`, { headers: { Authorization: `Bearer ${token}` } })
  return ((await response.json()) as { name: string }).name
}

describe('the simulator link a server on 0.0.0.0 prints', () => {
  test('opens the page, whose panel drives the server with the token; the token leaves the URL, the history and every Referer', async () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await fetch(`${link.origin}/__mock/scenario`)).status).toBe(401)

    const context = await browser().newContext()
    const page = await context.newPage()
    const requests: Request[] = []
    page.on('request', (request) => requests.push(request))
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))

    await page.goto(link.href)
    await waitForObjects(page)
    expect(await page.locator('rem-object-list [role="status"]').textContent()).toBe('25 of 25 objects loaded.')
    const pageUrl = `${link.origin}/__mock/`
    expect(await page.evaluate(() => location.href)).toBe(pageUrl)

    await openPanel(page)
    expect(await page.locator('rem-dev-panel #control-token').isVisible()).toBe(false)
    await choose(page, 'scenario', 'read-only')
    await expect.poll(scenarioOverHttp).toBe('read-only')
    const control = requests.filter((request) => new URL(request.url()).pathname === '/__mock/scenarios')
    expect(control.length).toBeGreaterThan(0)
    for (const request of control) expect(request.headers().authorization).toBe(`Bearer ${token}`)

    // The scripts and styles the page loads before its own code runs are the requests a Referer would leak to.
    const assets = requests.filter((request) => new URL(request.url()).pathname.startsWith('/__mock/assets/'))
    expect(assets.length).toBeGreaterThan(0)
    const referers = await Promise.all(requests.map(async (request) => (await request.allHeaders()).referer ?? ''))
    expect(referers.filter((referer) => referer.includes(token))).toEqual([])

    // The tab's history entry was replaced: going back through every entry finds none with the token.
    await page.goto(`${link.origin}/svc/v1/AccountService`)
    expect(await page.evaluate(() => history.length)).toBe(3)
    await page.goBack()
    expect(page.url()).toBe(pageUrl)
    await page.goBack()
    expect(page.url()).toBe('about:blank')
    expect(errors).toEqual([])
    await context.close()
  })
})
