/**
 * @module The package's types, checked as a consumer's with TypeScript 5.9 and with TypeScript 7 (the
 * native compiler), each through its own `tsc` and with `skipLibCheck: false`: every entry in a Node
 * project (every-entry.ts), and each browser entry alone in a project without Node's types.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import { consumerTsconfig, everyEntrySource } from '../../package/every-entry.ts'
import { browserEntrySources } from '../browser-entries.ts'
import type { LegProject } from '../leg-project.ts'
import type { Check } from './check.ts'

/** The npm scripts that run each compiler's `tsc` by its path (leg-project.ts). */
const compilers = [
  { name: 'TypeScript 5.9', script: 'tsc5', version: /^Version 5\.9\./m },
  { name: 'TypeScript 7', script: 'tsc7', version: /^Version 7\./m },
]

const nodeProject = { ...consumerTsconfig.compilerOptions, skipLibCheck: false }
const browserProject = { ...nodeProject, module: 'ESNext', moduleResolution: 'Bundler', types: [] }

/** tsc's error lines (`file(line,col): error TS…`). */
const errorLine = /^\S+\(\d+,\d+\): error TS\d+/

/** Writes `source` and a tsconfig for it alone, runs the compiler; resolves with its error lines. */
async function typeErrors(
  project: LegProject,
  script: string,
  name: string,
  source: string,
  compilerOptions: object,
): Promise<string[]> {
  writeFileSync(join(project.dir, `${name}.ts`), source)
  const tsconfig = `tsconfig.${name}.json`
  writeFileSync(join(project.dir, tsconfig), JSON.stringify({ compilerOptions, files: [`${name}.ts`] }, null, 2))
  try {
    await project.npm(['run', script, '--', '-p', tsconfig])
    return []
  } catch (error) {
    const lines = (error as Error).message.split('\n').filter((line) => errorLine.test(line))
    // A compiler that failed without an error of the code (a crash) fails the check as it is.
    if (lines.length === 0) throw error
    return lines
  }
}

/**
 * Whether an error is the package's: in the consumer's file or the package's own types. Another
 * library's types that need Node's are that library's requirement (Playwright's import `fs` and
 * `child_process`), which no consumer of it escapes; they are printed, not failed.
 */
const isThePackages = (line: string) =>
  !line.startsWith('node_modules/') || line.startsWith('node_modules/real-estate-service-mock/')

export const typeChecks: Check[] = compilers.flatMap((compiler) => {
  const ready = async (project: LegProject) =>
    expect((await project.npm(['run', compiler.script, '--', '-v'])).stdout).toMatch(compiler.version)
  return [
    {
      name: `types, every entry, with @types/node, ${compiler.name}`,
      async run(project) {
        await ready(project)
        const errors = await typeErrors(project, compiler.script, 'every-entry', everyEntrySource, nodeProject)
        if (errors.length > 0) throw new Error(errors.join('\n'))
      },
    },
    {
      name: `types, each browser entry alone, no @types/node, ${compiler.name}`,
      async run(project) {
        await ready(project)
        // The four compilers side by side, one per core: TypeScript 5.9 checks on one thread.
        const byEntry = await Promise.all(
          Object.entries(browserEntrySources).map(async ([entry, source]) => {
            const errors = await typeErrors(project, compiler.script, `entry-${entry}`, source, browserProject)
            const others = errors.filter((line) => !isThePackages(line))
            if (others.length > 0)
              console.log(`/${entry}: ${others.length} errors in other libraries' types, such as\n  ${others[0]}`)
            return errors.filter(isThePackages).map((line) => `/${entry}: ${line}`)
          }),
        )
        const failures = byEntry.flat()
        if (failures.length > 0) throw new Error(failures.join('\n'))
      },
    },
  ]
})
