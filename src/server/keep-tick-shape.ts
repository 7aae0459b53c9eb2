/**
 * @module Keeps one of `process.nextTick`'s queue entries alive for the life of the process, so that a
 * server that has been idle answers as fast as one that never was. Node makes each entry as an object
 * literal with two symbol keys; V8 gives such literals a chain of hidden classes, which a full
 * collection drops once no entry is alive (an idle server's memory reducer runs one). The next entry
 * then gets new classes, the literal's store goes generic for good, and every `nextTick` after that
 * calls into the runtime twice: an HTTP answer takes several (measured: +20 % CPU per GET, see
 * docs/decisions/idle-server-stays-fast.md). One entry kept alive keeps the classes, so the store stays fast.
 */
import { createHook } from 'node:async_hooks'

let kept: object | undefined

/** The entry kept, once `keepTickObjectShape` has run (for the test that its hidden class lasts). */
export function keptTickObject(): object | undefined {
  return kept
}

/**
 * Takes one `nextTick` entry as it is made, through an init hook enabled only for that one call, and
 * holds it. Runs once per process; later calls do nothing.
 */
export function keepTickObjectShape(): void {
  if (kept) return
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') kept ??= resource
    },
  })
  hook.enable()
  process.nextTick(doNothing)
  hook.disable()
}

function doNothing(): void {}
