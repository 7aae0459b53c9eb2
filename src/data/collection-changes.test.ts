import { describe, expect, test } from 'vitest'
import { Collection } from '@msw/data'
import { z } from 'zod'
import { noChanges, putBackFilled, type AnyCollection } from './collection-changes.ts'

const schema = z.object({ id: z.string(), name: z.string() })

async function filledCollection(count: number) {
  const collection = new Collection({ schema })
  for (let index = 0; index < count; index++) await collection.create({ id: `r${index}`, name: `n${index}` })
  return collection
}

describe('putBackFilled', () => {
  // What the function stands on: if a version of @msw/data gave a copy from all(), this fails first.
  test("@msw/data's all() is the collection's own array: a record written into it is what queries find", async () => {
    const collection = await filledCollection(3)
    const other = collection.all()[2]!
    collection.all()[0] = other
    expect(collection.findFirst((q) => q.where({ id: 'r2' }))).toBe(other)
    expect(collection.findFirst()).toBe(other)
    collection.all().length = 1
    expect(collection.count()).toBe(1)
  })

  test('after an update, a delete in the middle and a record added at the end, the filled records are back in place', async () => {
    const collection = await filledCollection(5)
    const changes = { ...noChanges(collection as unknown as AnyCollection) }
    const filled = [...collection.all()]
    const updated = await collection.update((q) => q.where({ id: 'r1' }), {
      data: (draft) => void (draft.name = 'edited'),
    })
    collection.delete((q) => q.where({ id: 'r3' }))
    await collection.create({ id: 'extra', name: 'extra' })
    const putBack = putBackFilled(collection as unknown as AnyCollection, { ...changes, updated: true, unshifted: 3 })
    expect(putBack).toEqual({ replaced: [{ previous: updated, next: filled[1] }], moved: true })
    expect(collection.all()).toEqual(filled)
    expect(collection.all().every((record, position) => record === filled[position])).toBe(true)
    expect(collection.findFirst((q) => q.where({ id: 'r3' }))).toBe(filled[3])
    expect(collection.count()).toBe(5)
  })

  test('with nothing changed it changes nothing and says so', async () => {
    const collection = await filledCollection(3)
    const changes = noChanges(collection as unknown as AnyCollection)
    expect(putBackFilled(collection as unknown as AnyCollection, changes)).toEqual({ replaced: [], moved: false })
  })

  test('a collection whose all() gives a copy is left alone', async () => {
    const collection = await filledCollection(3)
    const copying = { all: () => [...collection.all()], count: () => collection.count() } as unknown as AnyCollection
    const changes = noChanges(collection as unknown as AnyCollection)
    collection.delete((q) => q.where({ id: 'r1' }))
    expect(putBackFilled(copying, { ...changes, unshifted: 1 })).toBeUndefined()
    expect(collection.count()).toBe(2)
  })
})
