/**
 * @module Reads a V8 CPU profile (`node --cpu-prof`) and sums time by
 * function (self and total) and by where the code comes from (our sources,
 * a package, Node's internals, V8's own buckets such as GC).
 */
import { readFileSync } from 'node:fs'

type ProfileNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

type ProfileLine = { name: string; where: string; selfMs: number; totalMs: number }
export type ProfileSummary = {
  /** Sampled time outside `(idle)`, in ms. */
  busyMs: number
  functions: ProfileLine[]
  /** Self time by origin: `src`, a package name, `node:` internals, or V8's `(garbage collector)`, `(program)`. */
  origins: { origin: string; selfMs: number }[]
}

/** Where a frame's code lives, short: `src/engine/run-operation.ts:12`, `msw`, `node:internal/http`. */
function whereOf({ url, lineNumber }: ProfileNode['callFrame']): string {
  if (url === '') return ''
  const packageMatch = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/)
  if (packageMatch) return `${packageMatch[1]}/${packageMatch[2]}:${lineNumber + 1}`
  const sourceMatch = url.match(/\/((?:src|lib|bench)\/.*)$/)
  if (sourceMatch) return `${sourceMatch[1]}:${lineNumber + 1}`
  return `${url.replace(/^node:/, 'node:')}:${lineNumber + 1}`
}

function originOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)'
  const packageMatch = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g)?.at(-1)
  if (packageMatch) return packageMatch.replace('node_modules/', '').replace(/\/$/, '')
  if (url.startsWith('node:')) return 'node: internals'
  if (/\/(src|lib)\//.test(url)) return 'ours (src, lib)'
  if (/\/bench\//.test(url)) return 'bench'
  return url
}

/**
 * Samples whose stack holds a frame from a file matching `exclude` are left out (the profiler's own hook,
 * by default). With `lastMs`, only the profile's last `lastMs` ms count (a `--cpu-prof` profile covers the
 * process's start too).
 */
export function summarizeProfile(file: string, exclude: RegExp = /profiler-hook/, lastMs?: number): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentOf = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
  const selfUs = new Map<number, number>()
  const endUs = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0)
  const fromUs = lastMs === undefined ? Number.NEGATIVE_INFINITY : endUs - lastMs * 1000
  let atUs = 0
  profile.samples.forEach((id, index) => {
    atUs += profile.timeDeltas[index] ?? 0
    if (atUs >= fromUs) selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0))
  })

  const lines = new Map<string, ProfileLine>()
  const origins = new Map<string, number>()
  let busyUs = 0
  const excluded = (id: number) => {
    for (let current: number | undefined = id; current !== undefined; current = parentOf.get(current)) {
      if (exclude.test(byId.get(current)!.callFrame.url)) return true
    }
    return false
  }
  for (const [id, us] of selfUs) {
    const node = byId.get(id)!
    if (node.callFrame.functionName === '(idle)' || excluded(id)) continue
    busyUs += us
    const key = `${node.callFrame.functionName}|${whereOf(node.callFrame)}`
    const line = lines.get(key) ?? { name: node.callFrame.functionName || '(anonymous)', where: whereOf(node.callFrame), selfMs: 0, totalMs: 0 }
    line.selfMs += us / 1000
    lines.set(key, line)
    origins.set(originOf(node), (origins.get(originOf(node)) ?? 0) + us / 1000)
    // Total time: each function counted once per stack, however often it recurs in it.
    const seen = new Set<string>()
    for (let current: number | undefined = id; current !== undefined; current = parentOf.get(current)) {
      const frame = byId.get(current)!
      const frameKey = `${frame.callFrame.functionName}|${whereOf(frame.callFrame)}`
      if (seen.has(frameKey)) continue
      seen.add(frameKey)
      const total = lines.get(frameKey) ?? { name: frame.callFrame.functionName || '(anonymous)', where: whereOf(frame.callFrame), selfMs: 0, totalMs: 0 }
      total.totalMs += us / 1000
      lines.set(frameKey, total)
    }
  }
  return {
    busyMs: busyUs / 1000,
    functions: [...lines.values()],
    origins: [...origins].map(([origin, selfMs]) => ({ origin, selfMs })).sort((a, b) => b.selfMs - a.selfMs),
  }
}

/**
 * The summary as text: origins, then the top functions by self time, as
 * shares of busy time, or as µs per request when `requests` is given.
 */
export function formatProfileSummary(summary: ProfileSummary, top = 25, requests?: number): string {
  const share = (ms: number) =>
    requests === undefined ? `${((ms / summary.busyMs) * 100).toFixed(1).padStart(5)}%` : `${((ms * 1000) / requests).toFixed(2).padStart(6)} µs`
  const out = [`busy ${summary.busyMs.toFixed(0)} ms${requests === undefined ? '' : ` over ${requests} requests`}`, '', 'self time by origin:']
  for (const { origin, selfMs } of summary.origins.slice(0, 12)) out.push(`  ${share(selfMs)}  ${origin}`)
  out.push('', `top ${top} functions by self time (self, total):`)
  for (const line of [...summary.functions].sort((a, b) => b.selfMs - a.selfMs).slice(0, top)) {
    out.push(`  ${share(line.selfMs)} ${share(line.totalMs)}  ${line.name}  ${line.where}`)
  }
  return out.join('\n')
}
