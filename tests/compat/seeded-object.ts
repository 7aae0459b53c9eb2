/**
 * @module What the installed package's mock holds in Node, read on the leg's Node: the pages, the
 * command and the dev server must show the same object under the same seed.
 */
import type { LegProject } from './leg-project.ts'

export const seed = 42
const objectId = 're-0001'

export async function seededObjectName(project: LegProject): Promise<string> {
  const script = `
    const { createMock } = await import('real-estate-service-mock/node')
    const database = await createMock({ seed: ${seed} }).database()
    console.log(database.findRealEstateObject(${JSON.stringify(objectId)}).name)`
  const { stdout } = await project.exec(['node', '--input-type=module', '-e', script])
  return stdout.trim()
}

/** The object's path under the service. */
export const objectPath = `/svc/v1/RealEstateService/RealEstateObjects/${objectId}`
