/** @module What a check of the matrix is: one cell of a leg. */
import type { TestContext } from 'vitest'
import type { Leg } from '../legs.ts'
import type { LegProject } from '../leg-project.ts'

export type Check = {
  /** Its row in the table. */
  readonly name: string
  /** Whether the leg has what it checks (msw 3's Vite plugin); a leg without it has no such test, rather than a skipped one. */
  readonly appliesTo?: (leg: Leg) => boolean
  run(project: LegProject, context: TestContext): Promise<void>
}
