/**
 * @module The package's own servers, run on the leg's Node: the standalone command (`npx
 * real-estate-service-mock`) and the Vite plugin in a `vite` dev server. Each must answer a GET with
 * the object the mock holds under the seed.
 */
import { expect } from 'vitest'
import type { LegProject } from '../leg-project.ts'
import { objectPath, seed, seededObjectName } from '../seeded-object.ts'
import { viteReady } from './browser-entry.ts'
import type { Check } from './check.ts'

/** Starts `npm exec -- <args>`, GETs the object from it, and stops it. */
async function expectObjectFrom(project: LegProject, args: readonly string[], ready: RegExp): Promise<void> {
  const expected = await seededObjectName(project)
  const server = await project.start(args, ready)
  try {
    const response = await fetch(`${server.url}${objectPath}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ name: expected })
  } finally {
    await server.stop()
  }
}

export const command: Check = {
  name: 'npx real-estate-service-mock --port <free>, a GET',
  run: (project) =>
    expectObjectFrom(
      project,
      ['real-estate-service-mock', '--port', '0', '--seed', String(seed)],
      /Serving the Real Estate and Account Service at (http:\/\/\S+?:\d+)\//,
    ),
}

export const vitePlugin: Check = {
  name: 'Vite plugin realEstateServiceMock(), a GET through vite',
  // The config passes the same seed to the plugin.
  run: (project) =>
    expectObjectFrom(
      project,
      ['vite', '--config', 'vite.mock-plugin.config.ts', '--port', '0', '--strictPort'],
      viteReady,
    ),
}
