/**
 * @module What the packed-package test writes into its scratch project to
 * type-check the package as a consumer: a file importing every entry, and the
 * consumer's tsconfig.
 */

/** The subpaths users import; a new entry must be added here, and to the type-check below (`everyEntrySource`). */
export const publicEntries = [
  '.',
  './node',
  './browser',
  './storybook',
  './storybook-addon',
  './storybook-addon/preview',
  './storybook-addon/manager',
  './server',
  './vite',
  './playwright',
  './vitest-browser',
  './openapi.json',
  './package.json',
]

/**
 * A consumer's file that imports every entry and uses each a little. Each
 * entry has a `@ts-expect-error` probe: if its types failed to resolve and
 * became `any`, the probe's directive would be unused, which is an error.
 */
export const everyEntrySource = `
import { builtInScenarioNames, createOpenApiDocument, defineScenario, roles, type Mock, type RealEstateObject } from 'real-estate-service-mock'
import { createMock } from 'real-estate-service-mock/node'
import { startMock } from 'real-estate-service-mock/browser'
import { mockLoader } from 'real-estate-service-mock/storybook'
import { initialGlobals, loaders as addonLoaders } from 'real-estate-service-mock/storybook-addon'
import { createServer, type MockServer } from 'real-estate-service-mock/server'
import { realEstateServiceMock } from 'real-estate-service-mock/vite'
import { test as playwrightTest, type MockFixtures } from 'real-estate-service-mock/playwright'
import { test as vitestBrowserTest } from 'real-estate-service-mock/vitest-browser'
import type { Plugin } from 'vite'
import openApi from 'real-estate-service-mock/openapi.json' with { type: 'json' }

const oneObject = defineScenario({
  name: 'one-object',
  description: 'A single real estate object',
  data: (seeded) => ({ ...seeded, realEstateObjects: seeded.realEstateObjects.slice(0, 1) }),
})
const mock: Mock = createMock({ seed: 7, scenarios: [oneObject], latency: [100, 200] })
const server: MockServer = createServer({ mock })
const fetched: Promise<Response> = mock.fetch(new Request('http://localhost/svc/v1/AccountService'))
const vitePlugin: Plugin = realEstateServiceMock({ seed: 7, scenario: 'slow' })
const browserMock: Promise<{ mock: Mock }> = startMock({ seed: 7, panel: true, scenario: 'slow' })
const storybookLoaders = [mockLoader({ seed: 42 })]
const object: Pick<RealEstateObject, 'id' | 'name'> = { id: 're-0001', name: 'Harbor View Loft' }
const adminPermissions: readonly string[] = roles.administrator.permissions
const scenarioNames: readonly string[] = builtInScenarioNames
const openApiVersion: string = openApi.openapi
const documentVersion: string = createOpenApiDocument().openapi

// @ts-expect-error the seed is a number
createMock({ seed: 'seven' })
// @ts-expect-error a scenario needs a description
defineScenario({ name: 'nameless' })

// @ts-expect-error panel is a boolean
startMock({ panel: 'yes' })
// @ts-expect-error the seed is a number
mockLoader({ seed: 'seven' })
const addonGlobals: Record<string, string> = initialGlobals
// @ts-expect-error the addon's loaders are an array
const oneLoader: string = addonLoaders
// @ts-expect-error site is a folder or false
createServer({ site: 42 })
// @ts-expect-error the seed is a number
realEstateServiceMock({ seed: 'seven' })
const playwrightOptions: MockFixtures['mockOptions'] = { server: 'http://127.0.0.1:4010', seed: 7 }
// @ts-expect-error in server mode, data counts are the server's
playwrightTest.use({ mockOptions: { server: 'http://127.0.0.1:4010', counts: { accounts: 3 } } })
vitestBrowserTest('reads a scenario', ({ mock }) => void mock.useScenario('maintenance'))
// @ts-expect-error the seed is a number
vitestBrowserTest.override({ mockOptions: { seed: 'seven' } })
// @ts-expect-error the document's version is a string
const notANumber: number = openApi.openapi

export { notANumber, addonGlobals, oneLoader, server, playwrightOptions, browserMock, storybookLoaders, object, adminPermissions, scenarioNames, openApiVersion, documentVersion }
`

export const consumerTsconfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    types: ['node'],
    strict: true,
    resolveJsonModule: true,
    // As in most projects (and Vite's templates): checking every library's .d.ts costs half a
    // minute and trips on Storybook's React types; the probes above catch types lost to `any`.
    skipLibCheck: true,
    noEmit: true,
  },
  files: ['every-entry.ts'],
}
