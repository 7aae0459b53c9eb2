/**
 * The page "A React app, every setup" (docs/react-app.md) shows the React
 * example's files as copies (`<!-- code from examples/… -->` before each,
 * written by `npm run docs:expand`): each must name a file that exists and,
 * after `#`, a region the file marks.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const docs = join(root, 'docs')
const page = readFileSync(join(docs, 'react-app.md'), 'utf8')

/** Each copy of the page: the file, relative to the repository, and its region if named. */
const snippets = [...page.matchAll(/^<!-- code from (\S+?)(?:#([\w.-]+))? -->$/gm)].map(([, path, region]) => ({
  file: path!,
  region,
}))

test('every snippet names a file of the example, and a region the file marks', () => {
  const problems = snippets.flatMap(({ file, region }) => {
    const path = join(root, file)
    if (!existsSync(path)) return [`${file}: no such file`]
    if (region && !new RegExp(`#region ${region}\\b`).test(readFileSync(path, 'utf8')))
      return [`${file}#${region}: no such region`]
    return []
  })
  expect(problems).toEqual([])
})

test("the page shows each runner's own files, from the example", () => {
  const files = new Set(snippets.map(({ file }) => file))
  expect([...files].filter((file) => !file.startsWith('examples/react-app/'))).toEqual([])
  for (const file of [
    'src/main.tsx',
    'vitest.config.ts',
    'tests/setup-mock-server.ts',
    'tests/app.test.tsx',
    'tests/app.browser.test.tsx',
    'playwright.config.ts',
    'e2e/app.spec.ts',
    '.storybook/main.ts',
    '.storybook/preview.tsx',
    'src/app.stories.tsx',
  ])
    expect(files).toContain(`examples/react-app/${file}`)
})
