/**
 * @module The steps of a GitHub Actions workflow, read from its YAML as this
 * repository writes it (each step a `- ` item under `steps:`, with `name`,
 * `uses`, `id`, a one-line `run`, and `env` and `with` maps of one-line
 * values). Enough for a test to run what a workflow runs; no YAML library.
 */

export type WorkflowStep = {
  name?: string
  id?: string
  uses?: string
  run?: string
  env: Record<string, string>
  with: Record<string, string>
}

const unquote = (value: string) => value.trim().replace(/^(['"])(.*)\1$/, '$2')

/**
 * Every step of every job, in order.
 * @example
 * workflowSteps(readFileSync('.github/workflows/docs.yml', 'utf8')).find((step) => step.name === 'Build the docs site')
 */
export function workflowSteps(yaml: string): WorkflowStep[] {
  const steps: WorkflowStep[] = []
  let step: WorkflowStep | undefined
  let stepIndent = -1
  let map: 'env' | 'with' | undefined
  for (const line of yaml.split('\n')) {
    if (/^\s*(#.*)?$/.test(line)) continue
    const indent = /^ */.exec(line)![0].length
    const item = /^(\s*)- (\w[\w-]*):\s*(.*)$/.exec(line)
    if (item && (step === undefined || indent <= stepIndent || /^\s*steps:/.test(line))) {
      step = { env: {}, with: {} }
      stepIndent = indent
      steps.push(step)
      map = undefined
      assign(step, item[2]!, item[3]!)
      continue
    }
    if (!step) continue
    if (indent <= stepIndent) {
      step = undefined
      continue
    }
    const entry = /^\s*([\w-]+):\s*(.*)$/.exec(line)
    if (!entry) continue
    const [, key, value] = entry as unknown as [string, string, string]
    if (map && indent > stepIndent + 2) step[map][key] = unquote(value)
    else if ((key === 'env' || key === 'with') && value === '') map = key
    else {
      map = undefined
      assign(step, key, value)
    }
  }
  return steps
}

function assign(step: WorkflowStep, key: string, value: string): void {
  if (key === 'name' || key === 'id' || key === 'uses' || key === 'run') step[key] = unquote(value)
}
