/**
 * @module Preloaded (`node --expose-gc --import`) into the built command by
 * the memory concern, which forks it with an IPC channel: answers `'heap'`
 * with the heap used after a full GC. Plain JavaScript, so that the command's
 * process loads no compiler.
 */
process.on('message', (message) => {
  if (message !== 'heap') return
  globalThis.gc?.()
  process.send?.({ heapUsed: process.memoryUsage().heapUsed })
})
