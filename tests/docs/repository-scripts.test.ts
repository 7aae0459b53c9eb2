/**
 * The user pages ask the reader to run only what a user of the package has: no
 * `npm run <script>`, `npm start` or `npm test` of a script that only this
 * repository's package.json has. Those steps belong on the contributors' pages
 * (docs/contributing/, docs/decisions/) and in README.md's "Developing this
 * package" section, where they say they run in this repository.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { type MarkdownFile, markdownFiles, repositoryRoot } from './markdown-files.ts'
import { userPages } from './page-kinds.ts'

/**
 * Scripts a React + Vite + Storybook project has of its own, so a page may ask the reader to run them
 * (`npm run dev` serves the reader's app). Every other script of package.json is this repository's.
 */
const scriptsUsersHaveToo = new Set([
  'dev',
  'build',
  'preview',
  'test',
  'storybook',
  'build-storybook',
  'lint',
  'format',
  'typecheck',
])

const packageScripts = Object.keys(
  (JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts,
)
const repositoryScripts = new Set(packageScripts.filter((script) => !scriptsUsersHaveToo.has(script)))

/** README.md up to its section for contributors; any other page whole. */
function forUsers(file: MarkdownFile): string {
  return file.path === 'README.md' ? file.text.split(/^## Developing this package$/m)[0]! : file.text
}

/** Each place a user page runs a script of this repository, as `path:line: npm run <script>`. */
function repositoryStepsOn(files: readonly MarkdownFile[], scripts: ReadonlySet<string>): string[] {
  return userPages(files).flatMap((file) =>
    forUsers(file)
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(/\bnpm\s+(?:run(?:-script)?\s+([\w:.-]+)|(start|test)\b)/g)]
          .filter((match) => scripts.has((match[1] ?? match[2])!))
          .map((match) => `${file.path}:${index + 1}: ${match[0]}`),
      ),
  )
}

describe("the user pages' commands", () => {
  test("name none of this repository's own scripts", () => {
    expect([...repositoryScripts]).toEqual(
      expect.arrayContaining(['start', 'bench', 'build:site', 'docs:dev', 'test:integration']),
    )
    expect(repositoryStepsOn(markdownFiles(), repositoryScripts)).toEqual([])
  })

  test("a repository script on a user page is reported; the reader's own scripts, the contributors' pages and the README's section for them are not", () => {
    const files = [
      {
        path: 'docs/example.md',
        text: '# Example\n\n```sh\nnpm run dev\nnpm run bench -- --quick\n```\nThen `npm start`.\n',
      },
      { path: 'docs/contributing/developing.md', text: 'npm run build:site\n' },
      { path: 'README.md', text: 'npm run docs:dev\n## Developing this package\nnpm run test:compat\n' },
    ]
    expect(repositoryStepsOn(files, repositoryScripts)).toEqual([
      'docs/example.md:5: npm run bench',
      'docs/example.md:7: npm start',
      'README.md:1: npm run docs:dev',
    ])
  })
})
