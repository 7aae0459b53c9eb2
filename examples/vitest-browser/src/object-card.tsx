/** @module A real estate object, read when shown. */
import { useEffect, useState } from 'react'
import { describeObject } from './describe-object.ts'
import { getRealEstateObject, type RealEstateObject } from './service.ts'

export function ObjectCard({ id }: { id: string }) {
  const [object, setObject] = useState<RealEstateObject>()
  const [error, setError] = useState<Error>()
  useEffect(() => {
    getRealEstateObject(id).then(setObject, setError)
  }, [id])

  if (error) return <p role="alert">Failed to load: {error.message}</p>
  if (!object) return <p role="status">Loading…</p>
  return (
    <article>
      <h2>{object.name}</h2>
      <p>{describeObject(object)}</p>
    </article>
  )
}
