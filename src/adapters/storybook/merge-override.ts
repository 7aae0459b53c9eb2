/**
 * @module `mergeOverride`: lays a story's partial record over a stored one.
 * Plain objects merge key by key; arrays and other values replace, because a
 * story that sets `tags: ['new']` means exactly that list.
 */
import { isPlainObject } from 'es-toolkit/predicate/isPlainObject'

/** Every key optional, down through nested plain objects; arrays stay whole. */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T

/**
 * A new value: `base` with `override` laid over it. Neither argument changes.
 * @example
 * mergeOverride({ owner: { name: 'A', phone: '1' }, tags: ['x', 'y'] }, { owner: { name: 'B' }, tags: ['z'] })
 * // → { owner: { name: 'B', phone: '1' }, tags: ['z'] }
 */
export function mergeOverride<T>(base: T, override: DeepPartial<T> | undefined): T {
  if (override === undefined) return structuredClone(base)
  if (!isPlainObject(base) || !isPlainObject(override)) return structuredClone(override as T)
  const merged: Record<string, unknown> = structuredClone(base)
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue
    merged[key] = key in merged ? mergeOverride(merged[key], value) : structuredClone(value)
  }
  return merged as T
}
