/**
 * @module `npm run seed-data`: writes `src/data/default-seed-records.json`,
 * the records faker makes for the default seed and counts after the
 * well-known ones, so that the default data ships without faker. A test
 * (`src/data/default-seed-records.test.ts`) fails when the file is stale.
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defaultAccountSettings, wellKnownAccounts, wellKnownRealEstateObjects } from '../fixtures/index.ts'
import { generateAccounts, generateObjects } from '../src/data/generate-seed-records.ts'
import { loadFaker } from '../src/data/load-faker.ts'
import { defaultCounts, defaultSeed } from '../src/data/seed-data.ts'

await loadFaker()
const records = {
  realEstateObjects: generateObjects(defaultSeed, wellKnownRealEstateObjects.length, defaultCounts.realEstateObjects),
  accounts: generateAccounts(
    defaultSeed,
    wellKnownAccounts,
    defaultCounts.accounts,
    structuredClone(defaultAccountSettings),
  ),
}
const file = fileURLToPath(new URL('../src/data/default-seed-records.json', import.meta.url))
writeFileSync(file, `${JSON.stringify(records, null, 2)}\n`)
execFileSync(
  process.execPath,
  [fileURLToPath(import.meta.resolve('@biomejs/biome/bin/biome')), 'format', '--write', file],
  {
    stdio: 'inherit',
  },
)
console.log(`Wrote ${file}`)
