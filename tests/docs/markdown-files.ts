/**
 * @module The Markdown the docs tests read: README.md and every page under
 * docs/ (not VitePress's own folder, nor the generated API reference, which
 * `referenceFiles` reads), with their text.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url))

export type MarkdownFile = {
  /** Relative to the repository root, with `/`: `docs/vitest.md`. */
  path: string
  text: string
}

/** The API reference TypeDoc writes (`npm run docs:api`): generated and committed, and checked by api-reference.test.ts. */
const generatedReference = join(repositoryRoot, 'docs', 'reference', 'api')

function markdownUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') return []
    const path = join(directory, entry.name)
    if (path === generatedReference) return []
    if (entry.isDirectory()) return markdownUnder(path)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

const asMarkdownFile = (path: string): MarkdownFile => ({
  path: relative(repositoryRoot, path).split('\\').join('/'),
  text: readFileSync(path, 'utf8'),
})

export function markdownFiles(): MarkdownFile[] {
  return [join(repositoryRoot, 'README.md'), ...markdownUnder(join(repositoryRoot, 'docs'))].map(asMarkdownFile)
}

/** The pages of the committed API reference (docs/reference/api/), which the links test reads too. */
export function referenceFiles(): MarkdownFile[] {
  const under = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      const path = join(directory, entry.name)
      if (entry.isDirectory()) return under(path)
      return entry.name.endsWith('.md') ? [path] : []
    })
  return under(generatedReference).map(asMarkdownFile)
}

export type Fence = {
  /** The info string after the backticks: `ts`, `ts no-check`, `sh`. */
  info: string
  /** 1-based line of the first line of code. */
  line: number
  code: string
  /** 0-based lines of the opening and closing backticks. */
  opening: number
  closing: number
}

/** The fenced code blocks of a Markdown text, their indentation (in a list item) taken off. */
export function fencesOf(text: string): Fence[] {
  const fences: Fence[] = []
  const lines = text.split('\n')
  for (let index = 0; index < lines.length; index++) {
    const opening = /^(\s*)(`{3,})(.*)$/.exec(lines[index]!)
    if (!opening) continue
    const [, indent, ticks, info] = opening
    const body: string[] = []
    let end = index + 1
    while (end < lines.length && !new RegExp(`^\\s*${ticks}\\s*$`).test(lines[end]!)) body.push(lines[end++]!)
    fences.push({
      info: info!.trim(),
      line: index + 2,
      opening: index,
      closing: end,
      code: body.map((line) => (line.startsWith(indent!) ? line.slice(indent!.length) : line)).join('\n'),
    })
    index = end
  }
  return fences
}

/** The text with fenced code blocks blanked out (line count kept), so nothing inside them reads as a heading or link. */
export function withoutFences(text: string): string {
  const lines = text.split('\n')
  for (const fence of fencesOf(text)) for (let line = fence.opening; line <= fence.closing; line++) lines[line] = ''
  return lines.join('\n')
}
