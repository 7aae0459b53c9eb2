/**
 * @module The integration tests' first check: every system program they run is there. A missing
 * one fails the run at once, naming all that are missing and the one command that installs them,
 * rather than one file after minutes of others.
 */
import { integrationPrograms, missingPrograms } from './find-program.ts'

export default function requireSystemPrograms(): void {
  const { missing, install } = missingPrograms(integrationPrograms)
  if (missing.length === 0) return
  const names = missing.map((program) => `${program.name} (${program.purpose})`).join(', ')
  throw new Error(
    `Failed to start the integration tests: missing ${names}. Please install them (Debian and Ubuntu, as root: ${install}, as .ci/run does), or set ${missing.map((program) => program.variable).join(', ')} to their paths. \`npm test\` needs none of them.`,
  )
}
