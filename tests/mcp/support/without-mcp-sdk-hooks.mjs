/** @module The resolve hook of `without-mcp-sdk.mjs` (it runs on Node's loader thread). */

/** A module in a folder with no node_modules above it: whatever it imports by package name is not installed. */
const outsideAnyProject = 'file:///no-such-project/index.mjs'

export async function resolve(specifier, context, nextResolve) {
  if (specifier === '@modelcontextprotocol/sdk' || specifier.startsWith('@modelcontextprotocol/sdk/'))
    return nextResolve(specifier, { ...context, parentURL: outsideAnyProject })
  return nextResolve(specifier, context)
}
