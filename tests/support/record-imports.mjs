/**
 * @module Preload (`node --import`) that writes every module the process
 * resolves through `import`, one `parent → module` URL pair a line, to the
 * file named by `RECORD_IMPORTS_TO`: what a start loads, as Node saw it.
 */
import { register } from 'node:module'

register('./record-imports-hooks.mjs', import.meta.url, { data: { file: process.env.RECORD_IMPORTS_TO } })
