/** @module The resolve hook of `record-imports.mjs` (it runs on Node's loader thread). */
import { appendFileSync } from 'node:fs'

let file

export function initialize(data) {
  file = data.file
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context)
  appendFileSync(file, `${context.parentURL ?? ''} ${resolved.url}\n`)
  return resolved
}
