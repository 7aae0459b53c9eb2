import { describe, expect, test } from 'vitest'
import { fullDateOrEmpty, pactBodyRules } from './pact-body-rules.ts'

const type = { matchers: [{ match: 'type' }] }
const anyLength = { matchers: [{ match: 'type', min: 0 }] }
const date = { matchers: [{ match: 'regex', regex: fullDateOrEmpty }] }

describe('pactBodyRules', () => {
  test.each([
    { name: 'no body -> no rules', body: undefined, rules: undefined },
    { name: 'text -> no rules (matched as it is)', body: 'plain', rules: undefined },
    { name: 'an object -> by type from the root', body: { a: 1, b: { c: 'x' } }, rules: { $: type } },
    {
      name: 'a list inside -> any length, its items by type',
      body: { tags: ['a', { x: [1] }] },
      rules: { $: type, '$.tags': anyLength, '$.tags[*].x': anyLength },
    },
    {
      name: "the model's dates -> by pattern, at any depth",
      body: { date_created: '2024-01-02', inner: { date_modified: '' } },
      rules: { $: type, '$.date_created': date, '$.inner.date_modified': date },
    },
    { name: 'a date key holding no string -> by type', body: { date_created: 3 }, rules: { $: type } },
    {
      name: 'a problem -> its status by equality',
      body: { type: 't', title: 'Not Found', status: 404, detail: 'd' },
      rules: { $: type, '$.status': { matchers: [{ match: 'equality' }] } },
    },
    { name: 'an odd key -> bracket form', body: { "it's": [1] }, rules: { $: type, "$['it\\'s']": anyLength } },
  ])('$name', ({ body, rules }) => {
    expect(pactBodyRules(body)).toEqual(rules)
  })

  test.each([
    ['2024-02-29', true],
    ['', true],
    ['2024-2-29', false],
    ['2024-02-29T10:00:00Z', false],
  ])('the date pattern on %j -> %s', (value, matches) => {
    expect(new RegExp(fullDateOrEmpty).test(value)).toBe(matches)
  })
})
