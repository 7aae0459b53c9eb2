/** @module The version of the `node` package this project installed: the Node its scripts are meant to run on. */
import { readFileSync } from 'node:fs'

export function installedNodeVersion(): string {
  return `v${(JSON.parse(readFileSync('node_modules/node/package.json', 'utf8')) as { version: string }).version}`
}
