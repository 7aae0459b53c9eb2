import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { redactBody } from './redact-body.ts'

describe('redactBody', () => {
  test.each([
    ['no password -> the same text', '{"username":"alice"}', '{"username":"alice"}'],
    [
      'a nested password -> its value redacted',
      '{"seurity_settings":{"username":"a","password":"$2b$10$abc"}}',
      '{"seurity_settings":{"username":"a","password":"[redacted]"}}',
    ],
    ['spaces around the colon -> kept', '{ "password" : "x" , "a": 1}', '{ "password" : "[redacted]" , "a": 1}'],
    [
      'any case of the key -> redacted',
      '{"Password":"x","PASSWORD":"y"}',
      '{"Password":"[redacted]","PASSWORD":"[redacted]"}',
    ],
    ['a key spelled with escapes -> redacted', '{"pass\\u0077ord":"x"}', '{"pass\\u0077ord":"[redacted]"}'],
    [
      'a value with escaped quotes -> wholly redacted',
      '{"password":"a\\"b\\\\","next":2}',
      '{"password":"[redacted]","next":2}',
    ],
    [
      'a number, an object or an array as the value -> redacted',
      '{"password":123,"b":{"password":{"x":"}"}},"c":[{"password":[1,"]"]}]}',
      '{"password":"[redacted]","b":{"password":"[redacted]"},"c":[{"password":"[redacted]"}]}',
    ],
    [
      'in an array of accounts -> every one',
      '[{"password":"a"},{"password":"b"}]',
      '[{"password":"[redacted]"},{"password":"[redacted]"}]',
    ],
    [
      '"password" as a value, not a key -> kept',
      '{"field":"password","min_password_length":8}',
      '{"field":"password","min_password_length":8}',
    ],
    ['a body cut inside the value -> redacted to its end', '{"password":"$2b$10$ab', '{"password":"[redacted]"'],
    [
      'a number too large for a double elsewhere -> kept as written',
      '{"big":1e400,"password":"x"}',
      '{"big":1e400,"password":"[redacted]"}',
    ],
  ])('%s', (_, text, expected) => {
    expect(redactBody(text)).toBe(expected)
  })

  test('any JSON value with a password somewhere keeps no trace of it, and stays the same JSON otherwise', () => {
    const secret = 'S3cr3t-value'
    const withSecret: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue({ maxDepth: 1 }).filter((value) => !JSON.stringify(value).includes(secret)),
        fc
          .dictionary(
            fc.string().filter((key) => key.toLowerCase() !== 'password'),
            tie('value'),
            { maxKeys: 3 },
          )
          .map((object) => ({ ...object, password: secret })),
        fc.array(tie('value'), { maxLength: 3 }),
      ),
    })).value
    fc.assert(
      fc.property(withSecret, fc.boolean(), (value, pretty) => {
        const text = JSON.stringify(value, null, pretty ? 2 : undefined)
        const result = redactBody(text)
        expect(result).not.toContain(secret)
        expect(JSON.parse(result)).toEqual(JSON.parse(text.replaceAll(JSON.stringify(secret), '"[redacted]"')))
      }),
    )
  })
})
