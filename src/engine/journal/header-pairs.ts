/**
 * @module A request's header list as name-value pairs, whichever form its adapter
 * keeps it in: names and values in turn (Node's `rawHeaders`), or pairs (a Fetch `Headers`).
 */
import type { EngineRequest } from '../exchange/engine-types.ts'

export type HeaderList = NonNullable<EngineRequest['headerList']>

/** @example [...headerPairs(['Accept', '*∕*'])] // [['Accept', '*∕*']] */
export function* headerPairs(list: HeaderList): Iterable<readonly [string, string]> {
  if (Array.isArray(list)) {
    const flat = list as readonly string[]
    for (let index = 0; index + 1 < flat.length; index += 2) yield [flat[index]!, flat[index + 1]!]
    return
  }
  yield* list as Iterable<readonly [string, string]>
}
