/**
 * @module Preload (`node --import`) for a process that runs as in a project
 * without `@modelcontextprotocol/sdk` installed: every import of the SDK fails
 * with Node's own error for a package that is not there.
 */
import { register } from 'node:module'

register('./without-mcp-sdk-hooks.mjs', import.meta.url)
