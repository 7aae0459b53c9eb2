/**
 * No code sample of the docs or the README makes a client with `baseUrl: ''`:
 * a client that builds a `Request` from a path fails under jsdom before msw
 * sees the call (docs/react-app.md, "What a relative URL needs under jsdom").
 * The samples use the page's origin, `location.origin`, instead.
 */
import { describe, expect, test } from 'vitest'
import { fencesOf, markdownFiles } from './markdown-files.ts'

/** Where a text's code blocks set a base URL to the empty string: `docs/openapi.md:42`. */
function emptyBaseUrls(files: readonly { path: string; text: string }[]): string[] {
  return files.flatMap((file) =>
    fencesOf(file.text).flatMap((fence) =>
      fence.code
        .split('\n')
        .flatMap((line, offset) =>
          /\bbaseUrl\s*:\s*(''|""|``)/.test(line) ? [`${file.path}:${fence.line + offset}`] : [],
        ),
    ),
  )
}

describe('the docs samples', () => {
  test("make no client with baseUrl: ''", () => {
    expect(emptyBaseUrls(markdownFiles())).toEqual([])
  })

  test("a sample with baseUrl: '' is reported at its line", () => {
    const text = ['# Page', '', '```ts', 'const a = 1', "const client = createClient({ baseUrl: '' })", '```'].join(
      '\n',
    )
    expect(emptyBaseUrls([{ path: 'docs/x.md', text }])).toEqual(['docs/x.md:5'])
  })
})
