import { describe, expect, test } from 'vitest'
import { RequestJournal, type JournalEntry } from './request-journal.ts'

const entry = (path: string, overrides: Partial<JournalEntry> = {}): JournalEntry => ({
  sequence: 0,
  time: '2025-06-01T00:00:00.000Z',
  method: 'GET',
  path,
  operation: null,
  status: 200,
  durationMs: 1,
  delayMs: 0,
  scenario: 'default',
  caller: null,
  fault: null,
  version: null,
  source: 'mock',
  ...overrides,
})

describe('RequestJournal', () => {
  test.each([
    [3, 0, []],
    [3, 2, ['/1', '/2']],
    [3, 3, ['/1', '/2', '/3']],
    [3, 7, ['/5', '/6', '/7']],
    [1, 4, ['/4']],
  ])('capacity %i after %i requests -> holds the newest, oldest first', (capacity, requests, paths) => {
    const journal = new RequestJournal(capacity)
    for (let index = 1; index <= requests; index++) journal.record(entry(`/${index}`))
    expect(journal.all().map((item) => item.path)).toEqual(paths)
    expect(journal.size).toBe(paths.length)
  })

  test('sequence numbers keep increasing across a clear', () => {
    const journal = new RequestJournal(2)
    journal.record(entry('/a'))
    journal.clear()
    expect(journal.record(entry('/b')).sequence).toBe(2)
  })

  test('filter, find and count take fields or a predicate', () => {
    const journal = new RequestJournal()
    journal.record(entry('/a', { method: 'PATCH', status: 422 }))
    journal.record(entry('/b', { method: 'PATCH', status: 200 }))
    journal.record(entry('/c'))
    expect(journal.count({ method: 'PATCH' })).toBe(2)
    expect(journal.find({ method: 'PATCH' })?.path).toBe('/b')
    expect(journal.filter((item) => item.status === 200).map((item) => item.path)).toEqual(['/b', '/c'])
    expect(journal.find({ method: 'DELETE' })).toBeUndefined()
  })

  test.each([0, -1, 1.5])('capacity %s is refused', (capacity) => {
    expect(() => new RequestJournal(capacity)).toThrow(/positive integer/)
  })
})
