/**
 * docs/api.md lists every `MockError` code, and only those: its "`MockError`
 * codes" section has one item per code, `- \`UNKNOWN_SCENARIO\` (\`400\`): …`,
 * in the order of the union in src/engine/problems/mock-error.ts, each with
 * the status problem-of.ts answers it with.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { MockError } from '../../src/engine/problems/mock-error.ts'
import { problemOf } from '../../src/engine/problems/problem-of.ts'
import { repositoryRoot } from './markdown-files.ts'

const page = readFileSync(join(repositoryRoot, 'docs/api.md'), 'utf8')
const source = readFileSync(join(repositoryRoot, 'src/engine/problems/mock-error.ts'), 'utf8')

/** The codes of the union, read from the list it is made of (`const mockErrorCodes = [...] as const`). */
function unionCodes(text: string): string[] {
  const list = /const mockErrorCodes = \[([\s\S]*?)\] as const/.exec(text)?.[1] ?? ''
  return [...list.matchAll(/'([A-Z_]+)'/g)].map((match) => match[1]!)
}

/** The items of a page's "`MockError` codes" section: each code and the status it says. */
function listedCodes(text: string): { code: string; status: number }[] {
  const section = /^#+ `MockError` codes\n([\s\S]*?)(?=^#)/m.exec(text)?.[1] ?? ''
  return [...section.matchAll(/^- `([A-Z_]+)` \(`(\d{3})`\)/gm)].map((match) => ({
    code: match[1]!,
    status: Number(match[2]),
  }))
}

describe("the API page's MockError codes", () => {
  test('are the union, in its order, each with the status it answers with', () => {
    const codes = unionCodes(source)
    expect(codes.length).toBeGreaterThan(10)
    const expected = codes.map((code) => ({
      code,
      status: problemOf(new MockError(code as MockError['code'], 'x'), '/').status,
    }))
    expect(listedCodes(page)).toEqual(expected)
  })

  test('a code left out is seen', () => {
    const text =
      '### `MockError` codes\n\n- `UNKNOWN_SCENARIO` (`400`): x.\n- `NOTHING_TO_UNDO` (`409`): y.\n\n## Next\n'
    expect(listedCodes(text)).toEqual([
      { code: 'UNKNOWN_SCENARIO', status: 400 },
      { code: 'NOTHING_TO_UNDO', status: 409 },
    ])
  })
})
