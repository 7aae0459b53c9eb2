/**
 * @module CPU time a process has used so far (user and kernel), read from
 * `/proc/<pid>/stat` on Linux: what a server spends per request, beside its
 * throughput, which on a shared machine also depends on what else runs.
 */
import { readFileSync } from 'node:fs'

/** Clock ticks per second of `/proc/<pid>/stat` (`getconf CLK_TCK`; 100 on Linux). */
const ticksPerSecond = 100

/** Microseconds of CPU used by process `pid`, or `undefined` where `/proc` does not tell. */
export function processCpuMicroseconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    // Fields after the command name (which may hold spaces) start at the state, field 3; utime and stime are 14 and 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / ticksPerSecond
  } catch {
    return undefined
  }
}
