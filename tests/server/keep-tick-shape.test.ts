/**
 * An idle server answers as fast as a busy one: the standalone server keeps one `process.nextTick`
 * entry alive, so that a full collection made while no entry is queued (an idle server's memory
 * reducer runs one) does not give later entries new hidden classes (docs/decisions/idle-server-stays-fast.md).
 * V8 tells whether two objects share a hidden class only to a process started with
 * `--allow-natives-syntax`: the check runs in a child.
 */
import { spawnSync } from 'node:child_process'
import { expect, test } from 'vitest'
import { createServer } from '../../src/server/create-server.ts'
import { keptTickObject } from '../../src/server/keep-tick-shape.ts'

const moduleUrl = (path: string) => JSON.stringify(new URL(`../../src/${path}`, import.meta.url).href)

const script = `
const { createServer } = await import(${moduleUrl('server/create-server.ts')})
const { keptTickObject } = await import(${moduleUrl('server/keep-tick-shape.ts')})
const { createHook } = await import('node:async_hooks')
const before = keptTickObject()
createServer()
const kept = keptTickObject()
// The queue empties, then a full collection, as when the server has been idle.
await new Promise((resolve) => setTimeout(resolve, 20))
globalThis.gc()
let fresh
const hook = createHook({ init(_id, type, _trigger, resource) { if (type === 'TickObject') fresh ??= resource } }).enable()
process.nextTick(() => {})
hook.disable()
const sameHiddenClass = new Function('a', 'b', 'return %HaveSameMap(a, b)')
console.log(JSON.stringify({
  keptBeforeTheServer: before !== undefined,
  keptTickObject: typeof kept?.callback === 'function',
  sameHiddenClassAfterGc: kept !== undefined && fresh !== undefined && sameHiddenClass(kept, fresh),
}))
`

test('a server, once made, holds an entry of the nextTick queue', () => {
  createServer()
  expect(keptTickObject()).toMatchObject({ callback: expect.any(Function) })
})

// A limit only stops a hung child (tsx on a shared machine); it measures nothing.
test('the server keeps a nextTick entry, and an entry made after a full collection shares its hidden class', {
  timeout: 60_000,
}, () => {
  const result = spawnSync(
    process.execPath,
    ['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script],
    { encoding: 'utf8', timeout: 50_000 },
  )
  expect(result.status, result.stderr).toBe(0)
  expect(JSON.parse(result.stdout.trim().split('\n').at(-1)!)).toEqual({
    keptBeforeTheServer: false,
    keptTickObject: true,
    sameHiddenClassAfterGc: true,
  })
})
