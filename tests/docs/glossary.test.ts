/**
 * The glossary of docs/index.md defines the words the user pages use: each of
 * its terms is found on another page a user reads, and the terms every page is
 * built on are in it.
 */
import { describe, expect, test } from 'vitest'
import { type MarkdownFile, markdownFiles, withoutFences } from './markdown-files.ts'
import { userPages } from './page-kinds.ts'

const glossaryPage = 'docs/index.md'

/** The terms of the page's "## Glossary" table: its first column, code marks taken off. */
function glossaryTerms(page: string): string[] {
  const section = /^## Glossary\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(withoutFences(page))?.[1] ?? ''
  return [...section.matchAll(/^\| *([^|]+?) *\|/gm)]
    .map((row) => row[1]!.replace(/`/g, ''))
    .filter((term) => term !== 'Term' && !/^-+$/.test(term))
}

/** The terms no page but the glossary's own uses (in any case). */
function unusedTerms(terms: readonly string[], pages: readonly MarkdownFile[]): string[] {
  const others = pages.filter((page) => page.path !== glossaryPage).map((page) => page.text.toLowerCase())
  return terms.filter((term) => !others.some((text) => text.includes(term.toLowerCase())))
}

describe('the glossary', () => {
  const files = markdownFiles()
  const terms = glossaryTerms(files.find((file) => file.path === glossaryPage)!.text)

  test('defines the terms the pages are built on', () => {
    const core = ['Adapter', 'Handler', 'Scenario', 'Session', 'Override', 'Journal', 'Snapshot', 'Timeline', 'Fault']
    const more = ['Latency', 'Control API', 'Simulator page', 'Dev panel', 'Hybrid mode', 'Seed', 'Readiness signal']
    expect(terms).toEqual(expect.arrayContaining([...core, ...more]))
  })

  test('has only terms a user page uses', () => {
    expect(unusedTerms(terms, userPages(files))).toEqual([])
  })

  test('a term no other page uses is reported, and one in a contributor page only does not count', () => {
    const index = {
      path: glossaryPage,
      text: '# Start\n\n## Glossary\n\n| Term | What it means |\n|---|---|\n| Seed | … |\n| `Wormhole` | … |\n| Door | … |\n\n## After\n\n| Other | table |\n',
    }
    const pages = [
      index,
      { path: 'docs/vitest.md', text: 'The seed is 42.' },
      { path: 'docs/decisions/x.md', text: 'A door.' },
    ]
    expect(glossaryTerms(index.text)).toEqual(['Seed', 'Wormhole', 'Door'])
    expect(unusedTerms(glossaryTerms(index.text), userPages(pages))).toEqual(['Wormhole', 'Door'])
  })
})
