/** @module The installed command in the consumer project, started on a free port. */
import { join } from 'node:path'
import { startProcess } from './start-process.ts'

/** Starts the command installed in `project`; resolves once it prints where it listens. */
export const startInstalledCli = (project: string, args: readonly string[]) =>
  startProcess(
    join(project, 'node_modules', '.bin', 'real-estate-service-mock'),
    ['--port', '0', ...args],
    project,
    /Serving the Real Estate and Account Service at (http:\/\/\S+?:\d+)\//,
  )
