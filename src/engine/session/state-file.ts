/**
 * @module A snapshot as a JSON file: what `GET /__mock/snapshots/<name>`
 * exports and `--state <file.json>` (or `mock.history.load`) reads back. The
 * file is checked whole against the resources' schemas before anything is
 * loaded; every problem is reported with a JSON Pointer into the file.
 */
import { encodePointer } from 'json-ptr'
import { z } from '../../model/zod.ts'
import type { DataSnapshot } from '../../data/data-snapshot.ts'
import { fieldErrorsOf } from '../../model/field-errors-of.ts'
import {
  realEstateObjectSchema,
  storedAccountSettingsSchema,
  userAccountSchema,
  type FieldError,
} from '../../model/index.ts'
import { faultSettingsSchema } from '../simulation/faults.ts'
import { latencySettingsSchema } from '../simulation/latency.ts'
import type { SettingsSnapshot, StateSnapshot } from './state-snapshot.ts'
import { snapshotNamePattern } from './snapshot-name.ts'

const stateFileFormat = 'real-estate-service-mock/state'

const datasetSchema = z.strictObject({
  realEstateObjects: z.array(realEstateObjectSchema).check(z.superRefine(uniqueBy((object) => object.id, 'id'))),
  accounts: z
    .array(userAccountSchema)
    .check(z.superRefine(uniqueBy((account) => account.seurity_settings.username, 'seurity_settings/username'))),
  settings: storedAccountSettingsSchema,
})

const stateFileSchema = z.strictObject({
  format: z.literal(stateFileFormat),
  version: z.literal(1),
  name: z
    .string()
    .check(z.regex(snapshotNamePattern, 'a snapshot name is 1 to 128 letters, digits, ".", "_", "~" or "-"')),
  /** ISO 8601 time the snapshot was taken. */
  created: z.string(),
  /** Seed of the mock it was taken from: datasets the file leaves out are seeded with the loading mock's seed. */
  seed: z.number().check(z.int()),
  /** Absent when the snapshot kept the data only. */
  settings: z.optional(
    z.strictObject({
      scenario: z.string(),
      latency: z.nullable(latencySettingsSchema),
      faults: z.nullable(faultSettingsSchema),
      auth: z.nullable(z.boolean()),
    }),
  ),
  /** By dataset: `default` for the seeded data, else the name of the scenario whose data it is. */
  data: z.record(z.string(), datasetSchema),
})

export type StateFile = z.infer<typeof stateFileSchema>

/** A snapshot as its file. Records are written as plain JSON; internal keys are left behind. */
export function toStateFile(
  name: string,
  created: string,
  seed: number,
  snapshot: StateSnapshot,
  withSettings: boolean,
): StateFile {
  const file: StateFile = { format: stateFileFormat, version: 1, name, created, seed, data: {} }
  if (withSettings) {
    const { scenario, latency, faults, auth } = snapshot.settings
    file.settings = { scenario, latency: latency ?? null, faults: faults ?? null, auth: auth ?? null }
  }
  for (const [dataset, data] of snapshot.data) {
    file.data[dataset] = JSON.parse(JSON.stringify(data)) as StateFile['data'][string]
  }
  return file
}

/**
 * The file's state, or every problem found. `knownDataset` and
 * `knownScenario` say which dataset and scenario names the loading mock has.
 */
export function parseStateFile(
  input: unknown,
  knownDataset: (name: string) => boolean,
  knownScenario: (name: string) => boolean,
):
  | { ok: true; file: StateFile; settings: SettingsSnapshot | undefined; data: Map<string, DataSnapshot> }
  | { ok: false; errors: FieldError[] } {
  const parsed = stateFileSchema.safeParse(input)
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error.issues) }
  const file = parsed.data
  const errors: FieldError[] = []
  for (const dataset of Object.keys(file.data)) {
    if (!knownDataset(dataset))
      errors.push({
        pointer: encodePointer(['data', dataset]),
        detail: `"${dataset}" is no dataset of this mock: use "default" or the name of a scenario with data of its own`,
      })
  }
  if (file.settings && !knownScenario(file.settings.scenario))
    errors.push({ pointer: '/settings/scenario', detail: `"${file.settings.scenario}" is no scenario of this mock` })
  if (errors.length > 0) return { ok: false, errors }
  const settings = file.settings && {
    scenario: file.settings.scenario,
    latency: file.settings.latency ?? undefined,
    faults: file.settings.faults ?? undefined,
    auth: file.settings.auth ?? undefined,
  }
  return { ok: true, file, settings, data: new Map(Object.entries(file.data)) }
}

/** A refinement that reports each record whose key an earlier record has already. */
function uniqueBy<Item>(keyOf: (item: Item) => string, keyPointer: string) {
  return (items: Item[], context: z.core.$RefinementCtx<Item[]>) => {
    const seen = new Set<string>()
    for (const [position, item] of items.entries()) {
      const key = keyOf(item)
      if (seen.has(key))
        context.addIssue({
          code: 'custom',
          path: [position, ...keyPointer.split('/')],
          message: `"${key}" is used by an earlier record; keys must be unique`,
        })
      seen.add(key)
    }
  }
}
