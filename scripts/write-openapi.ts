/**
 * @module `npm run openapi`: writes the OpenAPI document to `openapi.json` at
 * the repo root, where the package's `./openapi.json` export points.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createOpenApiDocument } from '../src/model/create-openapi-document.ts'

const target = fileURLToPath(new URL('../openapi.json', import.meta.url))
writeFileSync(target, `${JSON.stringify(createOpenApiDocument(), null, 2)}\n`)
console.log(`Wrote ${target}`)
