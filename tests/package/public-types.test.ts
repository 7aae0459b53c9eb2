/**
 * The published declarations show users what they may call, and not the engine's own members: the
 * library's `.d.ts` files are built by tsdown (its config, into a temporary folder), and every type
 * reached from the entries' exports is walked as a user's editor would (properties, parameters,
 * results). The database (what a `database` member gives) and the history (what a `history` member
 * is) must name none of the members the engine keeps for itself.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { build, type UserConfig } from 'tsdown'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import config from '../../tsdown.config.ts'
import { repoRoot } from './pack-project.ts'
import { publicNames } from './public-names.ts'
import { reachedTypes } from './reached-types.ts'

/** What the engine's database does that users must not lean on. */
const engineDatabaseMembers = [
  'over',
  'materialize',
  'bringTo',
  'restore',
  'updateCheckedSettings',
  'onEdit',
  'snapshot',
]
/** What the engine's history does when the session records a version. */
const engineHistoryMembers = ['record', 'noteMade', 'restart', 'tellChange']

let libDir: string
let reached: ReturnType<typeof reachedTypes>

beforeAll(async () => {
  // Under the repo's node_modules, so that the declarations' imports (msw, zod, @msw/data) resolve as a user's would.
  const cache = join(repoRoot, 'node_modules', '.cache')
  mkdirSync(cache, { recursive: true })
  libDir = mkdtempSync(join(cache, 'resm-public-types-'))
  const library = (config as UserConfig[]).find((entry) => entry.dts)
  if (!library) throw new Error('Failed to find the library build in tsdown.config.ts: no config writes .d.ts files.')
  await build({ ...library, config: false, cwd: repoRoot, outDir: libDir, clean: true, logLevel: 'warn' })
  reached = reachedTypes(libDir, Object.keys(publicNames))
}, 300_000)
afterAll(() => rmSync(libDir, { recursive: true, force: true }))

describe('the built declarations', () => {
  test("each database a user reaches (mock.database(), an override's context, the Storybook helpers) names only what users call", () => {
    expect(reached.database.length).toBeGreaterThan(0)
    for (const { path, members } of reached.database) {
      expect(members, path).toEqual(expect.arrayContaining(['findRealEstateObject', 'putAccount', 'realEstateObjects']))
      expect(
        members.filter((name) => engineDatabaseMembers.includes(name)),
        path,
      ).toEqual([])
    }
  })

  test('each history a user reaches (mock.history, a session’s, the control client’s) names none of the recording members', () => {
    expect(reached.history.length).toBeGreaterThan(0)
    for (const { path, members } of reached.history) {
      expect(members, path).toEqual(expect.arrayContaining(['timeline']))
      expect(
        members.filter((name) => engineHistoryMembers.includes(name)),
        path,
      ).toEqual([])
    }
  })
})
