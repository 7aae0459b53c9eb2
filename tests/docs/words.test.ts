/**
 * One word per idea: the docs say integration, adapter or handler for the ways
 * into the mock, as the code does, and never "door", the old word for them
 * (README.md and every page of docs/, the contributors' pages too).
 */
import { describe, expect, test } from 'vitest'
import { type MarkdownFile, markdownFiles } from './markdown-files.ts'

/** Each line that says "door" (or "doors", "door's"…), as `path:line: text`. */
function linesWithDoor(files: readonly MarkdownFile[]): string[] {
  return files.flatMap((file) =>
    file.text
      .split('\n')
      .flatMap((line, index) => (/\bdoor/i.test(line) ? [`${file.path}:${index + 1}: ${line.trim()}`] : [])),
  )
}

describe('the word "door"', () => {
  const files = markdownFiles()

  test('is on no page, README.md and docs/index.md among them', () => {
    expect(files.map((file) => file.path)).toEqual(expect.arrayContaining(['README.md', 'docs/index.md']))
    expect(linesWithDoor(files)).toEqual([])
  })

  test('is reported with its page and line, in any case and form', () => {
    const page = {
      path: 'docs/example.md',
      text: "# Example\n\nThrough every Door.\nThe adapter.\nEach door's options.\n",
    }
    expect(linesWithDoor([page])).toEqual([
      'docs/example.md:3: Through every Door.',
      "docs/example.md:5: Each door's options.",
    ])
  })
})
