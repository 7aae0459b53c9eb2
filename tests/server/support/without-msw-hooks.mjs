/** @module The resolve hook of `without-msw.mjs` (it runs on Node's loader thread). */

const msw = /^msw(\/|$)/
const esToolkitBarrel = /^es-toolkit(\/compat)?$/
const ours = /\/(src|fixtures)\//

export async function resolve(specifier, context, nextResolve) {
  const parent = context.parentURL ?? ''
  if (msw.test(specifier) || (esToolkitBarrel.test(specifier) && ours.test(parent))) {
    const error = new Error(`Cannot find package '${specifier}' imported from ${parent} (refused by without-msw.mjs)`)
    throw Object.assign(error, { code: 'ERR_MODULE_NOT_FOUND' })
  }
  return nextResolve(specifier, context)
}
