import { PassThrough } from 'node:stream'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { dropBody, stallMs } from './lingering-response.ts'

const bounds = { bytes: 1_000, ms: 5_000 }

describe('dropBody: the rest of a refused body', () => {
  let body: PassThrough
  let done: ReturnType<typeof vi.fn<() => void>>
  beforeEach(() => {
    vi.useFakeTimers()
    body = new PassThrough()
    // Paused, as a body reader that gave up on it leaves it.
    body.pause()
    done = vi.fn<() => void>()
    dropBody(body, bounds, done)
  })
  afterEach(() => vi.useRealTimers())

  test('is read to its end, and then the exchange is done', async () => {
    body.write(Buffer.alloc(600))
    body.end(Buffer.alloc(300))
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1))
  })

  test('past the byte bound, is read no further, and the exchange is done a short stall later', async () => {
    body.write(Buffer.alloc(600))
    body.write(Buffer.alloc(600))
    await vi.advanceTimersByTimeAsync(0)
    expect(body.isPaused()).toBe(true)
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(stallMs - 1)
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toHaveBeenCalledTimes(1)
  })

  test('past the byte bound near the time bound, the exchange is still done at the time bound', async () => {
    await vi.advanceTimersByTimeAsync(bounds.ms - 100)
    body.write(Buffer.alloc(1_200))
    await vi.advanceTimersByTimeAsync(100)
    expect(done).toHaveBeenCalledTimes(1)
  })

  test('a client that stops sending is done with at the time bound', async () => {
    body.write(Buffer.alloc(10))
    await vi.advanceTimersByTimeAsync(bounds.ms - 1)
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toHaveBeenCalledTimes(1)
  })

  test('a client that goes away is done with at once, and once only', async () => {
    body.destroy()
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(bounds.ms)
    expect(done).toHaveBeenCalledTimes(1)
  })
})
