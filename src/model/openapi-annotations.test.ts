/**
 * The words of the OpenAPI document: the `title`, `description` and `examples` the zod schemas give
 * their components. Checked by rule, not by copy: where the document explains a field, what an
 * explanation must be, and that every example is a value the mock itself could serve there.
 */
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { describe, expect, test } from 'vitest'
import type { z } from './zod.ts'
import packageJson from '../../package.json' with { type: 'json' }
import { createSeedData } from '../data/seed-data.ts'
import { createOpenApiDocument } from './create-openapi-document.ts'
import {
  accountSettingsPatchSchema,
  accountSettingsSchema,
  accountSettingsUpdateSchema,
  problemSchema,
  realEstateObjectSchema,
  toUpdateForm,
  userAccountSchema,
} from './index.ts'

type JsonSchema = {
  title?: unknown
  description?: unknown
  examples?: unknown
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
}

const document = createOpenApiDocument()
const schemas = document.components.schemas as Record<string, JsonSchema>

const ajv = new Ajv2020({ allErrors: true, strict: false })
addFormats.default(ajv)
ajv.addSchema({ $id: 'doc', components: document.components })

type Place = { component: string; pointer: string; property: string | undefined; dataPath: (string | number)[] }

/** Every schema inside a component, with its JSON Pointer and the path of the value it describes. */
function* placesIn(
  component: string,
  schema: JsonSchema,
  at: Omit<Place, 'component'>,
): Generator<Place & { schema: JsonSchema }> {
  yield { component, schema, ...at }
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    yield* placesIn(component, property, {
      pointer: `${at.pointer}/properties/${name}`,
      property: name,
      dataPath: [...at.dataPath, name],
    })
  if (schema.items)
    yield* placesIn(component, schema.items, {
      pointer: `${at.pointer}/items`,
      property: undefined,
      dataPath: [...at.dataPath, 0],
    })
}

const places = Object.entries(schemas).flatMap(([component, schema]) => [
  ...placesIn(component, schema, { pointer: '', property: undefined, dataPath: [] }),
])

/**
 * Where the document explains a field, by property name: what a reader cannot tell from its name and
 * its JSON type. Every other property carries neither.
 */
const annotatedProperties: Record<string, readonly ('description' | 'examples')[]> = {
  // Rules JSON Schema cannot state (Intl's checks; a date or nothing): said in words, with an example when there is one form.
  language: ['description', 'examples'],
  language_default: ['description', 'examples'],
  time_zone: ['description', 'examples'],
  time_zone_default: ['description', 'examples'],
  date_created: ['description'],
  date_modified: ['description'],
  // Terms and amounts carried as text: their form, by example.
  lease_term: ['examples'],
  rental_price: ['examples'],
  security_deposit: ['examples'],
  // Names that do not say it all: a unit, a shape, a spelling, what a value is.
  show_plans_modal_window_repeat_after: ['description'],
  roles: ['description'],
  seurity_settings: ['description'],
  password: ['description'],
  auth_token: ['description'],
  permissions: ['description'],
  status: ['description'],
  pointer: ['description'],
}

const seed = createSeedData()
const updateForm = toUpdateForm(seed.settings)

/** What the mock serves for each component, and the zod schema it is checked with. */
const served: Record<string, { schema: z.ZodMiniType; records: readonly unknown[] }> = {
  RealEstateObject: { schema: realEstateObjectSchema, records: seed.realEstateObjects },
  UserAccount: { schema: userAccountSchema, records: seed.accounts },
  AccountSettings: {
    schema: accountSettingsSchema,
    records: [{ ...seed.settings, permissions: ['read_settings'], auth_token: 'token' }],
  },
  AccountSettingsUpdate: { schema: accountSettingsUpdateSchema, records: [updateForm] },
  AccountSettingsPatch: { schema: accountSettingsPatchSchema, records: [updateForm] },
  Problem: { schema: problemSchema, records: [{ type: 'about:blank', title: 'Not Found', status: 404, detail: 'x' }] },
}

function valueAt(record: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], record)
}

function withValueAt(record: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(record) as Record<string | number, unknown>
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>
  parent[path.at(-1)!] = value
  return copy
}

/** The form of a text, its words and numbers blurred: `"12 months"` and `"3 months"` alike, `""` apart. */
const formOf = (text: string) => text.replace(/[\p{L}_]+/gu, 'a').replace(/\d+(?:\.\d+)?/g, '0')

const examplePlaces = places.filter((place) => place.schema.examples !== undefined)

describe('the words of the OpenAPI document', () => {
  test('every component has a title of its own, and nothing inside a component has one', () => {
    const titles = places.filter((place) => place.schema.title !== undefined)
    expect(titles.map((place) => place.pointer)).toEqual(Object.keys(schemas).map(() => ''))
    for (const { schema } of titles) expect(schema.title).toMatch(/\S/)
    expect(new Set(titles.map(({ schema }) => schema.title)).size).toBe(Object.keys(schemas).length)
  })

  test('a description or examples exactly where the table says, by property name', () => {
    const found = places
      .filter((place) => place.property !== undefined)
      .map((place) => ({
        at: `${place.component}${place.pointer}`,
        keys: (['description', 'examples'] as const).filter((key) => place.schema[key] !== undefined),
        expected: annotatedProperties[place.property!] ?? [],
      }))
    for (const { at, keys, expected } of found) expect(keys, at).toEqual(expected)
    const named = new Set(places.map((place) => place.property))
    for (const property of Object.keys(annotatedProperties)) expect(named, property).toContain(property)
  })

  test('every description says something, and more than the name of what it describes', () => {
    const described = places.filter((place) => place.schema.description !== undefined)
    expect(described.length).toBeGreaterThan(0)
    for (const { component, pointer, property, schema } of described) {
      expect(schema.description, `${component}${pointer}`).toBeTypeOf('string')
      expect(schema.description, `${component}${pointer}`).toMatch(/\w+ \w+/)
      expect(schema.description, `${component}${pointer}`).not.toBe(property)
    }
  })

  test('the components the mock serves -> its records pass both their zod schema and the JSON Schema', () => {
    for (const [component, { schema, records }] of Object.entries(served)) {
      const validate = ajv.getSchema(`doc#/components/schemas/${component}`)!
      for (const record of records) {
        expect(schema.safeParse(record).success, component).toBe(true)
        expect(validate(record), `${component}: ${ajv.errorsText(validate.errors)}`).toBe(true)
      }
    }
  })

  test.each(examplePlaces.map((place) => [`${place.component}${place.pointer}`, place] as const))(
    '%s -> its examples are distinct values valid by both schemas, of the forms the mock serves there',
    (_, { component, pointer, dataPath, schema }) => {
      const examples = schema.examples as unknown[]
      expect(Array.isArray(examples) && examples.length > 0).toBe(true)
      expect(new Set(examples).size).toBe(examples.length)

      const validate = ajv.getSchema(`doc#/components/schemas/${component}${pointer}`)!
      const { schema: zodSchema, records } = served[component]!
      for (const example of examples) {
        expect(validate(example), `${JSON.stringify(example)}: ${ajv.errorsText(validate.errors)}`).toBe(true)
        expect(zodSchema.safeParse(withValueAt(records[0], dataPath, example)).success, JSON.stringify(example)).toBe(
          true,
        )
      }

      const servedValues = records.map((record) => valueAt(record, dataPath))
      const servedForms = new Set(servedValues.map((value) => formOf(String(value))))
      for (const example of examples) expect(servedForms, JSON.stringify(example)).toContain(formOf(String(example)))
      // A field the mock sometimes leaves empty shows that too, and one it never leaves empty does not.
      expect(examples.includes('')).toBe(servedValues.includes(''))
    },
  )

  test('the document around the schemas -> described servers, answers and security scheme; the package licence', () => {
    for (const server of document.servers) expect(server.description).toMatch(/\w+ \w+/)
    for (const methods of Object.values(document.paths))
      for (const operation of Object.values(methods as Record<string, { summary: string; responses: object }>)) {
        expect(operation.summary).toMatch(/\w+ \w+/)
        for (const response of Object.values(operation.responses as Record<string, { description: string }>))
          expect(response.description).toMatch(/\w/)
      }
    expect(document.info.title).toMatch(/\w+ \w+/)
    expect(document.info.description).toMatch(/\w+ \w+/)
    expect(document.info.license).toEqual({ name: packageJson.license, identifier: packageJson.license })
    expect(document.components.securitySchemes.bearer.description).toMatch(/\w+ \w+/)
  })

  test('the frame -> OpenAPI 3.1 with the JSON Schema dialect ajv checks it by; a token optional on every operation, a bearer one', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/)
    expect(document.jsonSchemaDialect).toBe(new Ajv2020().defaultMeta())
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+$/)
    // Authentication is simulated only when switched on: no requirement, or the bearer scheme.
    for (const methods of Object.values(document.paths))
      for (const operation of Object.values(methods as Record<string, { security: unknown }>))
        expect(operation.security).toEqual([{}, { bearer: [] }])
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' })
  })
})
