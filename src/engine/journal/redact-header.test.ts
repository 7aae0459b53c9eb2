import { expect, test } from 'vitest'
import { redactHeader } from './redact-header.ts'

test.each([
  ['Authorization', 'Bearer secret-token', '[redacted]'],
  ['authorization', 'Basic YWxpY2U6cHc=', '[redacted]'],
  ['Proxy-Authorization', 'Basic eDp5', '[redacted]'],
  ['Cookie', 'mock-session=alpha', 'mock-session=alpha'],
  ['cookie', 'theme=dark; mock-session=alpha;sid=s3cr3t', 'theme=[redacted]; mock-session=alpha; sid=[redacted]'],
  ['Cookie', 'flag', '[redacted]'],
  ['Content-Type', 'application/json', 'application/json'],
  ['X-Mock-Session', 'alpha', 'alpha'],
])('%s: %s -> %s', (name, value, shown) => {
  expect(redactHeader(name, value)).toBe(shown)
})
