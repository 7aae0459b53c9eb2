/**
 * The API reference generated from the types (typedoc.config.mjs, into
 * docs/reference/api/ by `npm run docs:api`, and committed): the committed
 * pages are what TypeDoc writes now, it documents every public entry of
 * package.json's "exports" and every name the built entries export, TypeDoc
 * refuses an exported name with no doc comment, and no page of the docs links
 * into src/. The reference is the run's shared build, into a folder of the
 * run's; TypeDoc on the fixture and the declarations' build run beside it, once
 * for the whole file.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, posix, relative, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { exportedNames } from '../package/exported-names.ts'
import { linksOf } from './check-links.ts'
import { compileSamples } from './compile-samples.ts'
import { builtWithOutput } from '../support/builds/built.ts'
import {
  buildDeclarations,
  referenceDifferences,
  referencePages,
  runTypedoc,
  type TypedocRun,
} from './generate-reference.ts'
import { fencesOf, markdownFiles, repositoryRoot, type MarkdownFile } from './markdown-files.ts'

const workspace = mkdtempSync(join(tmpdir(), 'rem-api-reference-'))
const libFolder = join(workspace, 'lib')
/** Where the docs' pages link the reference, relative to the repository. */
const referenceInDocs = 'docs/reference/api/'

let project: TypedocRun
let undocumented: TypedocRun
let pages: Map<string, string>
/** Where the run's TypeDoc wrote the reference. */
let referenceFolder = ''

/**
 * Each export of package.json with types, by the specifier users import and its
 * build in lib/ (`./node` → `real-estate-service-mock/node`, `lib/node.d.ts`),
 * read here and not from the TypeDoc config, so that a config that misses one fails.
 */
const entries = (() => {
  const manifest = JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8'))
  return (
    Object.entries(manifest.exports as Record<string, string | { types?: string }>)
      .flatMap(([subpath, target]) => {
        const module =
          typeof target === 'object' ? /^\.\/lib\/([\w-]+)\.d\.ts$/.exec(target.types ?? '')?.[1] : undefined
        return module
          ? [{ module, specifier: subpath === '.' ? manifest.name : `${manifest.name}${subpath.slice(1)}` }]
          : []
      })
      // One file under two names (`./storybook-addon` and `./storybook-addon/preview`) is documented once, by the first.
      .filter((entry, index, all) => all.findIndex((other) => other.module === entry.module) === index)
  )
})()

/** An entry with one documented and one undocumented export, for TypeDoc with the project's options. */
function writeUndocumentedEntry(): string[] {
  const folder = join(workspace, 'undocumented')
  mkdirSync(folder)
  writeFileSync(
    join(folder, 'entry.ts'),
    '/** Documented. */\nexport const documented = 1\nexport function undocumentedName(): number {\n  return 2\n}\n',
  )
  writeFileSync(
    join(folder, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { strict: true }, files: ['entry.ts'] }),
  )
  // The project's options, with this entry and its tsconfig in place of the project's (a config's own
  // values win over those it extends; the command line's would not win over the config's tsconfig).
  writeFileSync(
    join(folder, 'typedoc.json'),
    JSON.stringify({
      extends: [join(repositoryRoot, 'typedoc.config.mjs')],
      name: 'undocumented-fixture',
      entryPoints: [join(folder, 'entry.ts')],
      tsconfig: join(folder, 'tsconfig.json'),
      out: join(folder, 'out'),
    }),
  )
  return ['--options', join(folder, 'typedoc.json')]
}

beforeAll(async () => {
  ;[project, undocumented] = await Promise.all([
    // A failed build's error holds what TypeDoc printed, and its exit code.
    builtWithOutput('api-reference').then(
      (reference) => {
        referenceFolder = reference.folder
        return { code: 0, output: reference.output }
      },
      (error: Error) => ({ code: Number(/exited with (\d+)/.exec(error.message)?.[1] ?? 1), output: error.message }),
    ),
    runTypedoc(writeUndocumentedEntry()),
    buildDeclarations(libFolder),
  ])
  pages = project.code === 0 ? referencePages(referenceFolder) : new Map()
}, 600_000) // TypeDoc twice and a build on a busy machine; the limit only stops a hang

afterAll(() => rmSync(workspace, { recursive: true, force: true }))

/** The reference's page of one entry: the page whose title is the specifier users import. */
const entryPage = (specifier: string) => [...pages.entries()].find(([, text]) => text.includes(`\n# ${specifier}\n`))

describe('the API reference', () => {
  test('is committed as npm run docs:api writes it now', () => {
    expect(project.code).toBe(0)
    const differences = referenceDifferences(join(repositoryRoot, referenceInDocs), referenceFolder)
    expect(
      differences,
      'docs/reference/api/ differs from what the types generate: run npm run docs:api and commit docs/reference/api/',
    ).toEqual([])
  })

  test('a changed, a missing and an extra file of the committed reference are each reported', () => {
    const committed = join(workspace, 'committed')
    const generated = join(workspace, 'generated')
    for (const [folder, files] of [
      [committed, { 'index.md': '# Old\n', 'gone.md': 'x' }],
      [generated, { 'index.md': '# New\n', 'new/page.md': 'y' }],
    ] as const)
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(folder, path)), { recursive: true })
        writeFileSync(join(folder, path), text)
      }
    expect(referenceDifferences(committed, generated)).toEqual([
      'gone.md: only in docs/reference/api/',
      'index.md: changed',
      'new/page.md: only in what npm run docs:api writes',
    ])
  })

  test('is generated with no warning: every exported name has a doc comment', () => {
    expect(project.output).not.toMatch(/\[warning\]|\[error\]/)
    expect(project.code).toBe(0)
  })

  test('an exported name with no doc comment fails the run, named', () => {
    expect(undocumented.code).not.toBe(0)
    expect(undocumented.output).toMatch(
      /undocumentedName \((?:Function|CallSignature)\).*does not have any documentation/,
    )
    expect(undocumented.output).not.toMatch(/\bdocumented \((?:Variable|Property)\).*does not have any documentation/)
  })

  test('documents every entry of package.json\'s "exports" that has types, each on a page of its own', () => {
    expect(entries.map((entry) => entry.specifier)).toEqual(
      expect.arrayContaining([
        'real-estate-service-mock',
        'real-estate-service-mock/node',
        'real-estate-service-mock/playwright',
      ]),
    )
    expect(entries.filter(({ specifier }) => !entryPage(specifier))).toEqual([])
  })

  test("lists every name the built entries export on its entry's page, with a page of its own", () => {
    const names = exportedNames(
      libFolder,
      entries.map((entry) => entry.module),
    )
    expect(Object.values(names).flat().length).toBeGreaterThan(50)
    const missing = entries.flatMap(({ module, specifier }) => {
      const [path, text] = entryPage(specifier) ?? ['', '']
      return names[module]!.flatMap((name) => {
        // A deprecated name is listed struck through: [~~name~~](…).
        const link = new RegExp(`\\[(?:~~)?${name}(?:~~)?\\]\\(([^)]+\\.md)\\)`).exec(text)?.[1]
        const page = link && posix.join(posix.dirname(path), link)
        return page && pages.get(page)?.includes(name) ? [] : [`${specifier}: ${name}`]
      })
    })
    expect(missing).toEqual([])
  })

  test("shows what the examples use: the database's methods and the options of each adapter", () => {
    const text = [...pages.values()].join('\n')
    for (const name of [
      'getSettings',
      'findAccount',
      'putRealEstateObject',
      'putAccount',
      'wellKnownUsernames',
      'mockOptions',
      'StoryMocks',
    ])
      expect(text, name).toContain(`${name}`)
  })

  test('gives an example for every function, class and value an entry exports; a whole example compiles', () => {
    // Playwright's own `expect`, exported beside `test`, is documented by Playwright.
    const pagesOfNames = [...pages.keys()].filter((path) => /\/(functions|classes|variables)\/[^/]+\.md$/.test(path))
    const entryPages = pagesOfNames.filter(
      (path) => !path.startsWith('Types-reached') && path !== 'real-estate-service-mock/playwright/variables/expect.md',
    )
    expect(entryPages.length).toBeGreaterThan(25)
    expect(entryPages.filter((path) => !/^#+ Example/m.test(pages.get(path)!))).toEqual([])
    const examples = [...pages.entries()].flatMap(([path, text]) =>
      fencesOf(text)
        // A whole example imports what it uses; a fragment (a line or two about a value) is not compiled.
        .filter((fence) => /^ts\b/.test(fence.info) && /^import .* from 'real-estate-service-mock/m.test(fence.code))
        .map((fence) => ({ source: `${referenceInDocs}${path}:${fence.line}`, code: fence.code })),
    )
    expect(examples.length).toBeGreaterThan(25)
    expect(compileSamples(examples)).toEqual([])
  })

  test("is where the docs' links into it lead", () => {
    const links = markdownFiles().flatMap((file) =>
      linksOf(file.text)
        .map((target) => relative(repositoryRoot, resolve(repositoryRoot, dirname(file.path), target.split('#')[0]!)))
        .filter((path) => path.startsWith(referenceInDocs) || `${path}/` === referenceInDocs)
        .map((path) => ({ from: file.path, page: path.slice(referenceInDocs.length) })),
    )
    expect(links.length).toBeGreaterThan(0)
    const known = (page: string) => pages.has(page) || pages.has(posix.join(page, 'index.md'))
    expect(links.filter((link) => !known(link.page.replace(/\/$/, '')))).toEqual([])
  })
})

/** Each link of the pages into src/: relative, or to the repository on GitHub. */
function linksIntoSources(files: readonly MarkdownFile[]): string[] {
  return files.flatMap((file) =>
    linksOf(file.text)
      .filter((target) => {
        if (/^https:\/\/github\.com\/[^/]+\/[^/]+\/(?:blob|tree)\/[^/]+\/src\//.test(target)) return true
        if (/^[a-z][a-z+.-]*:|^#/i.test(target)) return false
        return relative(repositoryRoot, resolve(repositoryRoot, dirname(file.path), target)).startsWith('src/')
      })
      .map((target) => `${file.path} → ${target}`),
  )
}

describe('the docs', () => {
  test('link to the reference, not into src/, from any page or the reference itself', () => {
    const reference = [...pages.entries()].map(([path, text]) => ({ path: `${referenceInDocs}${path}`, text }))
    expect(reference.length).toBeGreaterThan(50)
    expect(linksIntoSources([...markdownFiles(), ...reference])).toEqual([])
  })

  test('a link into src/ is found, relative or on GitHub', () => {
    const page = {
      path: 'docs/example.md',
      text: '[a](../src/node.ts) [b](https://github.com/real-estate-service-mock/real-estate-service-mock/blob/main/src/index.ts) [c](api.md) `[d](../src/x.ts)`',
    }
    expect(linksIntoSources([page])).toEqual([
      'docs/example.md → ../src/node.ts',
      'docs/example.md → https://github.com/real-estate-service-mock/real-estate-service-mock/blob/main/src/index.ts',
    ])
  })
})
