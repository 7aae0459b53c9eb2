/**
 * @module `npx tsx scripts/write-reference.ts`: writes `docs/reference.md`
 * from what the mock answers. Run it after a change to the data or the
 * answers; `tests/service/reference.test.ts` says when it is due.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { renderReference } from './render-reference.ts'

const target = fileURLToPath(new URL('../docs/reference.md', import.meta.url))
writeFileSync(target, await renderReference())
console.log(`Wrote ${target}`)
