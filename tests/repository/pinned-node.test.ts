/**
 * The repository's scripts run on the Node its `node` dev dependency installs, not on whatever Node
 * the system has (docs/decisions/pinned-node.md): `npm test` runs this file, so the version seen here
 * is the one the test command ran on.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  devDependencies: Record<string, string>
  engines: { node: string }
}

test("the test command runs on the pinned Node, the node package's version", () => {
  expect(process.versions.node).toBe(manifest.devDependencies.node)
})

test('the pinned Node is an LTS line the engines field names', () => {
  const major = process.versions.node.split('.')[0]
  expect(Number(major) % 2).toBe(0)
  expect(manifest.engines.node).toContain(`^${major}.`)
})
