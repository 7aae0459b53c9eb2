/**
 * The site's sidebar (docs/.vitepress/sidebar.ts) lists every page of docs/
 * and only pages that exist, keeps the contributors' pages in groups of their
 * own, and the decisions' index lists every decision page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { type SidebarGroup, sidebar } from '../../docs/.vitepress/sidebar.ts'
import { repositoryRoot } from './markdown-files.ts'
import { isContributorPage } from './page-kinds.ts'

const docs = join(repositoryRoot, 'docs')
const links = sidebar.flatMap((group) => group.items.map((item) => item.link))
/** A sidebar link's page: `/vitest` → `vitest.md`, `/` → `index.md`, `/decisions/` → `decisions/README.md`. */
const pageOf = (link: string) =>
  link === '/' ? 'index.md' : link.endsWith('/') ? `${link.slice(1)}README.md` : `${link.slice(1)}.md`
const contributorGroups = ['Contributing', 'Decisions']

/** Each link that sits in the wrong kind of group: a user page among the contributors' groups, or the reverse. */
function misplacedPages(groups: readonly SidebarGroup[]): string[] {
  return groups.flatMap((group) =>
    group.items
      .map((item) => `docs/${pageOf(item.link)}`)
      .filter((page) => isContributorPage(page) !== contributorGroups.includes(group.text))
      .map((page) => `${group.text}: ${page}`),
  )
}

const pagesIn = (folder: string) =>
  readdirSync(join(docs, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => (folder ? `${folder}/${name}` : name))

describe('the sidebar', () => {
  test('lists every page of docs/', () => {
    expect(links.map(pageOf).sort()).toEqual(
      [...pagesIn(''), ...pagesIn('decisions'), ...pagesIn('contributing')].sort(),
    )
  })

  test('links only to pages that exist', () => {
    expect(links.filter((link) => !existsSync(join(docs, pageOf(link))))).toEqual([])
  })

  test("keeps the contributors' pages (developing, the decisions, the performance history) in their own groups", () => {
    const contributing = sidebar.filter((group) => contributorGroups.includes(group.text))
    expect(contributing.flatMap((group) => group.items.map((item) => item.link))).toEqual(
      expect.arrayContaining(['/contributing/developing', '/contributing/performance-history', '/decisions/']),
    )
    expect(misplacedPages(sidebar)).toEqual([])
  })

  test('a user page among the contributors, or a contributor page among the users, is reported', () => {
    const groups = [
      { text: 'Reference', items: [{ text: 'Developing', link: '/contributing/developing' }] },
      {
        text: 'Contributing',
        items: [
          { text: 'Vitest', link: '/vitest' },
          { text: 'All', link: '/decisions/' },
        ],
      },
    ]
    expect(misplacedPages(groups)).toEqual([
      'Reference: docs/contributing/developing.md',
      'Contributing: docs/vitest.md',
    ])
  })
})

test('the decisions index links every decision page', () => {
  const index = readFileSync(join(docs, 'decisions/README.md'), 'utf8')
  const pages = readdirSync(join(docs, 'decisions')).filter((name) => name.endsWith('.md') && name !== 'README.md')
  expect(pages.filter((page) => !index.includes(`](${page})`))).toEqual([])
})
