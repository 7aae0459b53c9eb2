import { describe, expect, test } from 'vitest'
import { z } from './zod.ts'

describe('zod/mini as the model uses it', () => {
  test('a refused value -> the English message the classic API gives', () => {
    const result = z.strictObject({ name: z.string() }).safeParse({ name: 1, extra: true })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Invalid input: expected string, received number',
      'Unrecognized key: "extra"',
    ])
  })
})
