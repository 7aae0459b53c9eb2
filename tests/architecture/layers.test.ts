/**
 * Dependencies flow one way: model → data → engine → ui → adapters → site,
 * with the entry barrels (`src/*.ts`) on top (docs/decisions/layers.md).
 * Only the Node doors import `node:*`, and only the browser doors import
 * `msw/browser`. Read from the sources' import lines, so a new file is
 * checked the day it is added.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, test } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
// `files` are the data files outside src/ (fixtures/, package.json): below everything.
const layers = ['files', 'model', 'data', 'engine', 'ui', 'adapters', 'site', 'entry'] as const
type Layer = (typeof layers)[number]

function layerOf(file: string): Layer {
  const path = relative(root, file)
  if (!path.startsWith('src/')) return 'files'
  const folder = path.split('/')[1]!
  return folder.endsWith('.ts') ? 'entry' : (folder as Layer)
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.ts$/.test(entry.name) && !/\.test(-d)?\.ts$/.test(entry.name) ? [path] : []
  })
}

const importPattern = /^(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm
const files = sourceFiles(join(root, 'src')).map((file) => ({
  file,
  specifiers: [...readFileSync(file, 'utf8').matchAll(importPattern)].map((match) => match[1]!),
}))

describe('the layers of src/', () => {
  test('every folder of src/ is a known layer', () => {
    expect(files.map(({ file }) => layerOf(file)).filter((layer) => !layers.includes(layer))).toEqual([])
  })

  test('no file imports from a layer above its own', () => {
    const upward = files.flatMap(({ file, specifiers }) =>
      specifiers
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolve(dirname(file), specifier))
        .filter((target) => layers.indexOf(layerOf(target)) > layers.indexOf(layerOf(file)))
        .map((target) => `${relative(root, file)} → ${relative(root, target)}`),
    )
    expect(upward).toEqual([])
  })

  test('only the Node doors import node:*, and only the browser doors import msw/browser', () => {
    const nodeDoors = ['src/adapters/node-http/', 'src/adapters/vite/']
    const browserDoors = ['src/adapters/browser/', 'src/adapters/storybook/']
    const misplaced = files.flatMap(({ file, specifiers }) => {
      const path = relative(root, file)
      return specifiers
        .filter((specifier) =>
          specifier.startsWith('node:') ? !nodeDoors.some((door) => path.startsWith(door)) : specifier === 'msw/browser' && !browserDoors.some((door) => path.startsWith(door)),
        )
        .map((specifier) => `${path} imports ${specifier}`)
    })
    expect(misplaced).toEqual([])
  })

  test('the check reads imports at all: the Node server imports node:http', () => {
    expect(files.find(({ file }) => file.endsWith('create-server.ts'))?.specifiers).toContain('node:http')
  })
})
