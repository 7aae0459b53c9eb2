/**
 * The data reference (docs/reference.md) is what the mock answers: the page
 * is rendered again from the mock and must equal the file, and each sample in
 * it fits the schema of what it shows.
 */
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, test } from 'vitest'
import type { z } from '../../src/model/zod.ts'
import {
  accountSettingsSchema,
  accountSettingsUpdateSchema,
  problemSchema,
  realEstateObjectSchema,
  userAccountSchema,
} from '../../src/model/index.ts'
import { renderReference } from '../../scripts/render-reference.ts'

const file = new URL('../../docs/reference.md', import.meta.url)

let page: string
/** Each `## ` or `### ` section's heading, with the JSON answer and the status line in it. */
let sections: Map<string, { status: string; json: unknown }>

beforeAll(() => {
  page = readFileSync(file, 'utf8')
  sections = new Map()
  for (const part of page.split(/^#{2,3} /m).slice(1)) {
    const heading = part.slice(0, part.indexOf('\n')).trim()
    const status = /^HTTP\/1\.1 (\d{3})/m.exec(part)?.[1]
    const json = /```json\n([\s\S]*?)\n```/.exec(part)?.[1]
    if (status && json) sections.set(heading, { status, json: JSON.parse(json) })
  }
})

/** The page with V8's words for a JSON syntax error left out: they change with Node's version, not with the mock. */
const withoutParserWords = (text: string) => text.replace(/(The body is not valid JSON: )[^"]*/g, '$1…')

describe('docs/reference.md', () => {
  test('is what the mock answers now (else run: npx tsx scripts/write-reference.ts)', async () => {
    expect(withoutParserWords(page)).toBe(withoutParserWords(await renderReference()))
  })

  test("the 400 says the body is not valid JSON, in the JSON parser's words", () => {
    expect(sections.get('400 Bad Request')?.json).toHaveProperty(
      'detail',
      expect.stringMatching(/^The body is not valid JSON: \S.*\.$/),
    )
  })

  test.each<[string, string, z.ZodMiniType]>([
    ['getRealEstateObject', '200', realEstateObjectSchema],
    ['getAccountSettings', '200', accountSettingsSchema],
    ['updateAccountSettings', '200', accountSettingsUpdateSchema],
    ['getAccount', '200', userAccountSchema],
    ['400 Bad Request', '400', problemSchema],
    ['404 Not Found', '404', problemSchema],
    ['415 Unsupported Media Type', '415', problemSchema],
    ['422 Unprocessable Content', '422', problemSchema],
  ])('%s: a %s answer that fits its schema', (heading, status, schema) => {
    const section = sections.get(heading)
    expect(section?.status).toBe(status)
    expect(schema.safeParse(section?.json).success).toBe(true)
  })

  test('the 422 lists each offending field with a JSON Pointer and a detail', () => {
    const problem = sections.get('422 Unprocessable Content')?.json as {
      errors?: { pointer: string; detail: string }[]
    }
    expect(problem.errors?.map(({ pointer }) => pointer)).toEqual(
      expect.arrayContaining(['/security_settings/min_password_length', '/colour']),
    )
    for (const error of problem.errors ?? []) expect(error.detail).not.toBe('')
  })

  test('says that seurity_settings is spelled as the interface spells it, and the account sample carries it', () => {
    expect(page).toMatch(/## `seurity_settings` is spelled so/)
    expect(sections.get('getAccount')?.json).toHaveProperty('seurity_settings.username', 'alice.admin')
  })
})
