/**
 * @module A check that remembers its answers, for checks that cost more than a map lookup and meet
 * the same few values again and again. It stands apart from the checks it wraps, so that a check's
 * own tests always run the check: an answer remembered from an earlier test would hide a broken one.
 */

/**
 * `check`, remembering the answers for up to `limit` distinct values (the first ones it meets), so that
 * a client sending ever-new values cannot grow the memory without end.
 * @example
 * const isKnownTag = rememberAnswers(isLanguageTag, 1000)
 */
export function rememberAnswers<Value>(check: (value: Value) => boolean, limit: number): (value: Value) => boolean {
  const answers = new Map<Value, boolean>()
  return (value) => {
    let answer = answers.get(value)
    if (answer === undefined) {
      answer = check(value)
      if (answers.size < limit) answers.set(value, answer)
    }
    return answer
  }
}
