/** @module One problem that stands for the failed requests of a list, so a page shows one notice, not one per item. */
import type { Problem } from '../../model/index.ts'
import type { ServiceResult } from './service-client.ts'

/**
 * @example
 * summarizeFailures(results, 'objects') // undefined when all succeeded
 */
export function summarizeFailures(results: readonly ServiceResult<unknown>[], noun: string): Problem | undefined {
  const failures = results.flatMap((result) => (result.ok ? [] : [result]))
  const first = failures[0]
  if (!first) return undefined
  if (failures.length === results.length) {
    return failures.length === 1
      ? first.problem
      : {
          ...first.problem,
          detail: `All ${failures.length} ${noun} failed to load. The first answer: ${first.problem.detail}`,
        }
  }
  const statuses = [
    ...new Set(failures.map((failure) => (failure.status === null ? 'network error' : String(failure.status)))),
  ]
  return {
    ...first.problem,
    title: `${failures.length} of ${results.length} ${noun} failed to load`,
    detail: `Answers: ${statuses.join(', ')}. The first: ${first.problem.detail}`,
  }
}
