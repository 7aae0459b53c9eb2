/** @module `GET /{svc}/v1/RealEstateService/RealEstateObjects/{id}` */
import { HttpResponse } from 'msw'
import { HttpProblem } from '../http-problem.ts'
import type { OperationHandler } from './operation-context.ts'

export const getRealEstateObject: OperationHandler = ({ params, database }) => {
  const id = params.id ?? ''
  const object = database.findRealEstateObject(id)
  if (!object) throw new HttpProblem('notFound', `No real estate object has the id "${id}".`)
  return HttpResponse.json(object)
}
