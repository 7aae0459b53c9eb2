/** @module `GET /{svc}/v1/RealEstateService/RealEstateObjects/{id}` */
import { answer } from '../exchange/engine-types.ts'
import { HttpProblem } from '../problems/http-problem.ts'
import { serializedJson } from './serialized-json.ts'
import { shownInput } from '../problems/shown-input.ts'
import type { OperationHandler } from './operation-context.ts'

export const getRealEstateObject: OperationHandler = ({ params, database }) => {
  const id = params.id ?? ''
  const object = database.findRealEstateObject(id)
  if (!object) throw new HttpProblem('notFound', `No real estate object has the id "${shownInput(id)}".`)
  return answer(200, serializedJson(object))
}
