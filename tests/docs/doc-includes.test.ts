/**
 * Every page holds the code and text it shows (scripts/doc-includes.ts): each
 * copy is what its source has now (else `npm run docs:expand` is due), and no
 * user page has a VitePress include left, which only the site reads.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { DocIncludeError, expandPage, includesLeft, type ReadSource } from '../../scripts/doc-includes.ts'
import { markdownFiles, repositoryRoot } from './markdown-files.ts'
import { userPages } from './page-kinds.ts'

const readRepository: ReadSource = (path) => readFileSync(join(repositoryRoot, path), 'utf8')

/** The marker of the copy the page and its expansion first differ in, as `docs/a.md:12: … x.ts#region`. */
function firstStaleCopy(path: string, text: string, expanded: string): string {
  const [lines, fresh] = [text.split('\n'), expanded.split('\n')]
  let line = 0
  while (lines[line] === fresh[line]) line++
  for (let at = Math.min(line, lines.length - 1); at >= 0; at--) {
    const source = /^<!-- (?:code|text) from (\S+) -->$/.exec(lines[at]!)?.[1]
    if (source) return `${path}:${at + 1}: the copy of ${source} differs from it`
  }
  return `${path}:${line + 1}: an include to make a copy of`
}

/** Each page whose copies differ from their sources, or which cannot be made, as `docs/a.md:3: why`. */
function stalePages(pages: readonly { path: string; text: string }[], read: ReadSource): string[] {
  return pages.flatMap((page) => {
    try {
      const expanded = expandPage(page.path, page.text, read)
      return expanded === page.text
        ? []
        : [`${firstStaleCopy(page.path, page.text, expanded)}; run npm run docs:expand`]
    } catch (error) {
      if (error instanceof DocIncludeError) return [`${error.message}; then run npm run docs:expand`]
      throw error
    }
  })
}

const docsPages = markdownFiles().filter((file) => file.path.startsWith('docs/'))

describe('the copies in the docs pages', () => {
  test('are found where the pages show code and text of other files', () => {
    const withCopies = docsPages.filter((page) => /^<!-- (?:code|text) from /m.test(page.text)).map((page) => page.path)
    expect(withCopies).toEqual(expect.arrayContaining(['docs/react-app.md', 'docs/index.md']))
  })

  test('are what their sources have now', () => {
    expect(stalePages(docsPages, readRepository)).toEqual([])
  })

  test('a copy that differs from its source, or whose source or region is gone, is reported with the command', () => {
    const page = {
      path: 'docs/example.md',
      text: '# Example\n\n<!-- code from x.ts#shown -->\n```ts\nold()\n```\n',
    }
    const source = 'const hidden = 1\n// #region shown\n  current()\n// #endregion shown\n'
    expect(stalePages([page], () => source)).toEqual([
      'docs/example.md:3: the copy of x.ts#shown differs from it; run npm run docs:expand',
    ])
    expect(stalePages([{ path: 'docs/example.md', text: '# Example\n\n<<< @/../x.ts#shown\n' }], () => source)).toEqual(
      ['docs/example.md:3: an include to make a copy of; run npm run docs:expand'],
    )
    expect(stalePages([page], () => source.replaceAll('shown', 'renamed'))).toEqual([
      'docs/example.md:3: x.ts marks no region "shown" (its regions: renamed); name one in the marker; then run npm run docs:expand',
    ])
    expect(
      stalePages([page], () => {
        throw new Error('ENOENT')
      }),
    ).toEqual(['docs/example.md:3: x.ts: no such file in the repository; then run npm run docs:expand'])
    const current = { ...page, text: expandPage(page.path, page.text, () => source) }
    expect(current.text).toBe('# Example\n\n<!-- code from x.ts#shown -->\n```ts\ncurrent()\n```\n')
    expect(stalePages([current], () => source)).toEqual([])
  })
})

describe('npm run docs:expand', () => {
  test("makes VitePress's includes copies, from the page's folder or docs/ (@/)", () => {
    const read: ReadSource = (path) =>
      ({
        'README.md':
          'Intro\n<!-- #region table -->\n## Table\n\n[Vitest](docs/vitest.md) [site](https://real-estate-service-mock.github.io/real-estate-service-mock/scenarios.html#seeds)\n<!-- #endregion table -->\n',
        'examples/app/main.tsx': 'render(<App />)\n',
      })[path]!
    const text = '<<< @/../examples/app/main.tsx\n\n<!--@include: ../README.md#table-->\n'
    expect(expandPage('docs/index.md', text, read)).toBe(
      [
        '<!-- code from examples/app/main.tsx -->',
        '```tsx',
        'render(<App />)',
        '```',
        '',
        '<!-- text from README.md#table -->',
        '',
        '## Table',
        '',
        // The README's links, made to lead from docs/ to the same pages.
        '[Vitest](vitest.md) [site](scenarios.md#seeds)',
        '',
        '<!-- end of text from README.md#table -->',
        '',
      ].join('\n'),
    )
  })

  test('joins the regions of one name, leaves nested markers out and takes off their indentation', () => {
    const source =
      '// #region a\nconst x = 1\n// #endregion a\nskipped()\n  // #region a\n  // #region b\n  y()\n  // #endregion b\n  // #endregion a\n'
    expect(expandPage('docs/p.md', '<!-- code from s.ts#a -->', () => source)).toBe(
      '<!-- code from s.ts#a -->\n```ts\nconst x = 1\n  y()\n```',
    )
  })

  test('fences code holding backticks with more of them, and leaves the code of the page itself alone', () => {
    const source = 'const markdown = `\n```sh\nls\n```\n`\n'
    const text = '````md\n<!-- code from s.ts -->\n````\n<!-- code from s.ts -->\n'
    expect(expandPage('docs/p.md', text, () => source)).toBe(
      `${'````md\n<!-- code from s.ts -->\n````\n'}<!-- code from s.ts -->\n\`\`\`\`ts\n${source.trimEnd()}\n\`\`\`\`\n`,
    )
  })
})

describe('the user pages', () => {
  test('have no VitePress include left, which GitHub and npm would show as a bare line', () => {
    const pages = userPages(docsPages)
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(['docs/react-app.md', 'docs/index.md']))
    expect(pages.flatMap((page) => includesLeft(page.path, page.text))).toEqual([])
  })

  test('an include of code or of Markdown is reported at its line; one shown in code is not', () => {
    const text = '# Page\n<<< @/../examples/x.ts#a\n<!--@include: ../README.md#table-->\n```md\n<<< @/../y.ts\n```\n'
    expect(includesLeft('docs/p.md', text)).toEqual([
      'docs/p.md:2: <<< @/../examples/x.ts#a',
      'docs/p.md:3: <!--@include: ../README.md#table-->',
    ])
  })
})
