/**
 * @module `npm run docs:expand`: writes into each page of docs/ the code and
 * text it copies from the repository (the example's files, README.md's table),
 * afresh from their sources, and makes VitePress's includes such copies
 * (scripts/doc-includes.ts). Run it after changing a copied file;
 * tests/docs/doc-includes.test.ts says when it is due.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DocIncludeError, expandPage } from './doc-includes.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Every Markdown page under docs/, from the repository's root, but the generated API reference and VitePress's own folder. */
function docsPages(directory = join(root, 'docs')): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.name.startsWith('.') || path === join(root, 'docs', 'reference', 'api')) return []
    if (entry.isDirectory()) return docsPages(path)
    return entry.name.endsWith('.md') ? [relative(root, path).replaceAll('\\', '/')] : []
  })
}

const read = (path: string) => readFileSync(join(root, path), 'utf8')
try {
  let written = 0
  for (const page of docsPages()) {
    const text = read(page)
    const expanded = expandPage(page, text, read)
    if (expanded === text) continue
    writeFileSync(join(root, page), expanded)
    console.log(`Wrote ${page}`)
    written++
  }
  if (written === 0) console.log('Every page holds its copies as their sources have them.')
} catch (error) {
  if (!(error instanceof DocIncludeError)) throw error
  console.error(`Failed to copy into a docs page: ${error.message}.`)
  process.exitCode = 1
}
