/**
 * The docs site as GitHub Pages publishes it (.github/workflows/docs.yml): the
 * test reads the workflow's build step and runs its command with its
 * environment, so the two cannot drift, and checks that the built site has a
 * page for every page of docs/ and of the committed API reference, under the
 * base of the site's address, with the pages' copied code in them.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { siteUrl } from '../../scripts/doc-includes.ts'
import type { Built } from '../support/builds/build-table.ts'
import { buildDocsSiteAs } from './build-docs-site.ts'
import { markdownFiles, referenceFiles, repositoryRoot } from './markdown-files.ts'
import { type WorkflowStep, workflowSteps } from './workflow-steps.ts'

const workflow = readFileSync(join(repositoryRoot, '.github/workflows/docs.yml'), 'utf8')
const steps = workflowSteps(workflow)
const buildStep = steps.find((step) => step.name === 'Build the docs site')
const workspace = mkdtempSync(join(tmpdir(), 'rem-docs-site-'))
let site: Built

beforeAll(async () => {
  if (!buildStep?.run) throw new Error('Failed to find the step "Build the docs site" with a run: in docs.yml.')
  site = await buildDocsSiteAs(buildStep.run, buildStep.env, join(workspace, 'dist'))
}, 600_000) // VitePress on every page, on a busy machine; the limit only stops a hang

afterAll(() => rmSync(workspace, { recursive: true, force: true }))

/** The HTML file VitePress builds a page of docs/ into: docs/x.md is x.html, docs/decisions/README.md decisions/index.html. */
const builtPage = (path: string) =>
  path
    .replace(/^docs\//, '')
    .replace(/(^|\/)README\.md$/, '$1index.md')
    .replace(/\.md$/, '.html')

const read = (page: string) => readFileSync(join(site.folder, page), 'utf8')

describe('the workflow', () => {
  test('builds with npm run docs:build at the path of the site, and publishes what it builds', () => {
    const uses = (action: string) => steps.find((step) => step.uses?.startsWith(`actions/${action}@`))
    expect(buildStep?.run).toBe('npm run docs:build')
    expect(buildStep?.env.DOCS_BASE).toBe(new URL(siteUrl).pathname)
    expect(uses('upload-pages-artifact')?.with.path).toBe('docs/.vitepress/dist') // where `vitepress build docs` writes
    expect(uses('configure-pages')).toBeDefined()
    expect(uses('deploy-pages')).toBeDefined()
    expect(steps.map((step) => step.run).filter(Boolean)).toContain('npm ci')
  })

  test('steps are read with their name, action, command and maps', () => {
    const yaml =
      'jobs:\n  build:\n    steps:\n      - uses: actions/checkout@v5\n      - name: Build\n        run: npm run x\n        env:\n          A: "/a/"\n      - uses: actions/upload@v1\n        with:\n          path: out\n  deploy:\n    steps:\n      - id: d\n        uses: actions/deploy@v1\n'
    expect(workflowSteps(yaml)).toEqual<WorkflowStep[]>([
      { uses: 'actions/checkout@v5', env: {}, with: {} },
      { name: 'Build', run: 'npm run x', env: { A: '/a/' }, with: {} },
      { uses: 'actions/upload@v1', env: {}, with: { path: 'out' } },
      { id: 'd', uses: 'actions/deploy@v1', env: {}, with: {} },
    ])
  })
})

describe('the site the workflow builds', () => {
  test('has a page for every page of docs/ and of the API reference', () => {
    const pages = [...markdownFiles(), ...referenceFiles()]
      .map((file) => file.path)
      .filter((path) => path.startsWith('docs/'))
      .map(builtPage)
    expect(pages.length).toBeGreaterThan(150)
    expect(pages.filter((page) => !existsSync(join(site.folder, page)))).toEqual([])
  })

  test("links its pages and assets under the site's path", () => {
    const index = read('index.html')
    const base = new URL(siteUrl).pathname
    expect(index).toContain('<h1 id="getting-started"')
    expect(index).toMatch(new RegExp(`href="${base}assets/[^"]+\\.css"`))
    expect(index).not.toMatch(/href="\/docs\//)
  })

  test('shows the code and text the pages copy', () => {
    expect(read('index.html')).toContain('Cloudflare-style servers') // README.md's table of adapters
    expect(read('react-app.html')).toContain('enableMocking')
    expect(read('reference/api/real-estate-service-mock/node/index.html')).toContain('createMock')
  })
})
