/**
 * @module Loaded with `--import` into a server the bench forks: starts V8's
 * CPU profiler on the IPC message `{ profile: 'start' }` and writes the
 * profile on `{ profile: 'stop', file }`, so that start-up stays out of it;
 * answers with the CPU time the process used in between.
 */
import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'

type ProfileMessage = { profile: 'start' } | { profile: 'stop'; file: string }

const session = new Session()
session.connect()
let cpuAtStart = process.cpuUsage()
process.on('message', async (message: ProfileMessage) => {
  if (typeof message !== 'object' || message === null || !('profile' in message)) return
  if (message.profile === 'start') {
    await session.post('Profiler.enable')
    await session.post('Profiler.setSamplingInterval', { interval: 100 })
    await session.post('Profiler.start')
    cpuAtStart = process.cpuUsage()
    process.send?.({ profile: 'started' })
  } else {
    // CPU time used while profiling, user and system: unlike wall time, it does not grow when other processes take the CPU.
    const { user, system } = process.cpuUsage(cpuAtStart)
    const { profile } = await session.post('Profiler.stop')
    writeFileSync(message.file, JSON.stringify(profile))
    process.send?.({ profile: 'written', cpuMicroseconds: user + system, systemMicroseconds: system })
  }
})
