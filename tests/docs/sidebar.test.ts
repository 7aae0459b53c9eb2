/**
 * The site's sidebar (docs/.vitepress/sidebar.ts) lists every page of docs/
 * and only pages that exist; the decisions' index lists every decision page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { sidebar } from '../../docs/.vitepress/sidebar.ts'
import { repositoryRoot } from './markdown-files.ts'

const docs = join(repositoryRoot, 'docs')
const links = sidebar.flatMap((group) => group.items.map((item) => item.link))
/** A sidebar link's page: `/vitest` → `vitest.md`, `/` → `index.md`, `/decisions/` → `decisions/README.md`. */
const pageOf = (link: string) =>
  link === '/' ? 'index.md' : link.endsWith('/') ? `${link.slice(1)}README.md` : `${link.slice(1)}.md`

describe('the sidebar', () => {
  test('lists every page of docs/', () => {
    const pages = readdirSync(docs).filter((name) => name.endsWith('.md'))
    const decisions = readdirSync(join(docs, 'decisions'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `decisions/${name}`)
    expect(links.map(pageOf).sort()).toEqual([...pages, ...decisions].sort())
  })

  test('links only to pages that exist', () => {
    expect(links.filter((link) => !existsSync(join(docs, pageOf(link))))).toEqual([])
  })
})

test('the decisions index links every decision page', () => {
  const index = readFileSync(join(docs, 'decisions/README.md'), 'utf8')
  const pages = readdirSync(join(docs, 'decisions')).filter((name) => name.endsWith('.md') && name !== 'README.md')
  expect(pages.filter((page) => !index.includes(`](${page})`))).toEqual([])
})
