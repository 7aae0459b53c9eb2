/**
 * @module Answer bodies built once per change, not once per request: the
 * JSON text of a record (or of a view of it) is kept for as long as the
 * record object lives. Stored records are never changed in place (a change
 * makes a new record), so a record's text never goes stale.
 */

const identity = (record: object): unknown => record
const byView = new WeakMap<(record: never) => unknown, WeakMap<object, string>>()

/**
 * The JSON text of `view(record)`, computed the first time it is asked for.
 * Pass the same `view` function each time (a module-level one), so the text is shared.
 * @example
 * serializedJson(settings, toUpdateForm)
 */
export function serializedJson<Record extends object>(
  record: Record,
  view: (record: Record) => unknown = identity,
): string {
  let texts = byView.get(view)
  if (!texts) byView.set(view, (texts = new WeakMap()))
  let text = texts.get(record)
  if (text === undefined) texts.set(record, (text = JSON.stringify(view(record))))
  return text
}
