/**
 * @module `textByNumber`: texts made from a number, kept once per number.
 * A lease's term, its rent, its deposit and the days of its dates repeat
 * across objects (a few thousand distinct values in 100,000 objects); making
 * each anew kept megabytes of equal copies. A number, unlike a text, is
 * cheap to look up.
 */

/**
 * `format`, remembered: the same number gives the same string object.
 * @example
 * const months = textByNumber((count) => `${count} months`)
 * months(12) // '12 months', made once
 */
export function textByNumber(format: (value: number) => string): (value: number) => string {
  const texts = new Map<number, string>()
  return (value) => {
    let text = texts.get(value)
    if (text === undefined) {
      text = format(value)
      texts.set(value, text)
    }
    return text
  }
}
