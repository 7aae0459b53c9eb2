/**
 * @module Bodies as the journal keeps them: the value of every `password`
 * key, at any depth, replaced by `"[redacted]"`, so a journal or HAR export
 * can be shared without the accounts' passwords or a password a client sent.
 * The text is edited in place, not parsed and written again: everything else
 * stays byte for byte as it was (numbers too large for a double included).
 */
import { redacted } from './redact-header.ts'

/** Any string literal of JSON, escapes included. */
const stringLiteral = /"(?:[^"\\]|\\.)*"/g
/** The shortest text in which a `password` key can hide: its name, any case, or a `\u` escape spelling it. */
const mayHoldPassword = /password|\\u/i
const redactedValue = JSON.stringify(redacted)

/**
 * `text` with the value of each `password` key (any case) replaced, or `text` itself when it has none.
 * Text that is not JSON is scanned the same way, so a body cut short or malformed keeps no password either.
 * @example
 * redactBody('{"seurity_settings":{"password":"$2b$10$…"}}') // '{"seurity_settings":{"password":"[redacted]"}}'
 */
export function redactBody(text: string): string {
  if (!mayHoldPassword.test(text)) return text
  let result = ''
  let copiedUpTo = 0
  stringLiteral.lastIndex = 0
  for (let match = stringLiteral.exec(text); match !== null; match = stringLiteral.exec(text)) {
    const afterKey = skipSpace(text, stringLiteral.lastIndex)
    if (text[afterKey] !== ':' || !isPasswordKey(match[0])) continue
    const start = skipSpace(text, afterKey + 1)
    const end = valueEnd(text, start)
    result += text.slice(copiedUpTo, start) + redactedValue
    copiedUpTo = end
    stringLiteral.lastIndex = end
  }
  return copiedUpTo === 0 ? text : result + text.slice(copiedUpTo)
}

function isPasswordKey(literal: string): boolean {
  try {
    return (JSON.parse(literal) as string).toLowerCase() === 'password'
  } catch {
    return false
  }
}

function skipSpace(text: string, index: number): number {
  while (
    index < text.length &&
    (text[index] === ' ' || text[index] === '\n' || text[index] === '\r' || text[index] === '\t')
  )
    index++
  return index
}

/** Where the JSON value starting at `start` ends: a string, an object or array (to its matching bracket), or a scalar; the text's end when it is cut short. */
function valueEnd(text: string, start: number): number {
  const first = text[start]
  if (first === '"') {
    stringLiteral.lastIndex = start
    const string = stringLiteral.exec(text)
    return string?.index === start ? stringLiteral.lastIndex : text.length
  }
  if (first === '{' || first === '[') {
    let depth = 0
    for (let index = start; index < text.length; index++) {
      const char = text[index]
      if (char === '"') {
        stringLiteral.lastIndex = index
        const string = stringLiteral.exec(text)
        if (string?.index !== index) return text.length
        index = stringLiteral.lastIndex - 1
      } else if (char === '{' || char === '[') depth++
      else if (char === '}' || char === ']') {
        if (--depth === 0) return index + 1
      }
    }
    return text.length
  }
  let index = start
  while (index < text.length && !',}] \n\r\t'.includes(text[index]!)) index++
  return index
}
