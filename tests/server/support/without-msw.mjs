/**
 * @module Preload (`node --import`, after tsx) under which `msw` cannot be found, as where it is not
 * installed, and neither can es-toolkit's barrels from our own sources (one of them loads hundreds of
 * files where our code uses three).
 */
import { register } from 'node:module'

register('./without-msw-hooks.mjs', import.meta.url)
