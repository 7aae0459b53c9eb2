/**
 * @module Text that VitePress would read as an HTML tag: its pages are Vue
 * templates, so a `<name>` outside code (a placeholder such as
 * `/__mock/snapshots/<name>`) is an element that never ends, and the build
 * fails. GitHub shows such text as written, so only the site finds it.
 */
import { withoutFences, type MarkdownFile } from './markdown-files.ts'

/** The HTML the docs may write on purpose. */
const htmlTags = new Set([
  'a',
  'img',
  'br',
  'details',
  'summary',
  'sup',
  'sub',
  'kbd',
  'code',
  'div',
  'span',
  'p',
  'picture',
  'source',
])

/** Each `<tag>` outside code that is no HTML the docs write on purpose, as `docs/a.md:12: <name>`. */
export function strayTags(files: readonly MarkdownFile[]): string[] {
  return files.flatMap((file) =>
    withoutFences(file.text)
      .split('\n')
      .flatMap((line, index) => {
        // Code spans on one line only: markdown-it does not always join one across a line break.
        const prose = line.replace(/`[^`]*`/g, '')
        return [...prose.matchAll(/<([A-Za-z][\w-]*)/g)]
          .filter(([, tag]) => !htmlTags.has(tag!.toLowerCase()))
          .map(([match]) => `${file.path}:${index + 1}: ${match}>`)
      }),
  )
}
