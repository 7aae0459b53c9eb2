/**
 * @module `real-estate-service-mock verify --against <url>`: the drift check
 * on the command line. Prints each difference (JSON Pointer, expected, found),
 * or the report as JSON with `--json`. Exit code 0 when there is no drift, 1
 * when there is, 2 when the service can't be reached or the usage is wrong.
 */
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander'
import { logPrefix as prefix } from '../engine/problems/log.ts'
import type { CommandOutput } from './command-output.ts'
import { verifyService, type VerifyReport } from './verify-service.ts'
import { defaultSvc } from '../model/create-paths.ts'

const collect = (value: string, previous: string[] = []) => [...previous, value]

function parseUrl(value: string): string {
  try {
    const url = new URL(value)
    if (url.protocol === 'http:' || url.protocol === 'https:') return value
  } catch {
    // Falls through to the message below.
  }
  throw new InvalidArgumentError(
    `against must be an http or https URL such as https://staging.example.com, got "${value}".`,
  )
}

/**
 * Runs the command with `argv` (the arguments after `verify`); resolves with the exit code.
 * @example
 * process.exitCode = await runVerifyCommand(['--against', 'http://127.0.0.1:8080'], processOutput)
 */
export async function runVerifyCommand(argv: readonly string[], output: CommandOutput): Promise<number> {
  const write = output.out
  const errors: string[] = []
  const program = new Command()
    .name('real-estate-service-mock verify')
    .description(
      "Check a real service against the mock's schemas and the contract: the four operations, each difference by JSON Pointer.",
    )
    .addOption(
      new Option(
        '--against <url>',
        'the real service, e.g. https://staging.example.com (the operations under /{svc}/v1)',
      )
        .argParser(parseUrl)
        .makeOptionMandatory(),
    )
    .addOption(new Option('--token <token>', 'a bearer token the service accepts'))
    .addOption(
      new Option(
        '--object <id>',
        'a real estate object id to read (repeatable; default the well-known ones)',
      ).argParser(collect),
    )
    .addOption(
      new Option('--account <username>', 'a username to read (repeatable; default the well-known ones)').argParser(
        collect,
      ),
    )
    .addOption(new Option('--write', 'also PATCH the settings, then put back what changed'))
    .addOption(new Option('--svc <label>', 'path segment standing for the service name').default(defaultSvc))
    .addOption(
      new Option('--timeout <ms>', 'how long one call may take').default(5000).argParser((value) => {
        if (!/^\d+$/.test(value)) throw new InvalidArgumentError(`timeout must be milliseconds, got "${value}".`)
        return Number(value)
      }),
    )
    .addOption(new Option('--json', 'print the report as JSON, for CI'))
    .exitOverride()
    .configureOutput({ writeOut: write, writeErr: (text) => errors.push(text), outputError: () => {} })
  try {
    program.parse([...argv], { from: 'user' })
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.exitCode === 0) return 0
      output.err(`${prefix} ${error.message.replace(/^error: /, '')} Run verify --help to see the options.\n`)
      return 2
    }
    throw error
  }
  const options = program.opts<{
    against: string
    token?: string
    object?: string[]
    account?: string[]
    write?: boolean
    svc: string
    timeout: number
    json?: boolean
  }>()
  const report = await verifyService(options.against, {
    token: options.token,
    objects: options.object,
    accounts: options.account,
    write: options.write,
    svc: options.svc,
    timeoutMs: options.timeout,
  })
  write(options.json ? `${JSON.stringify(report, null, 2)}\n` : describeReport(options.against, report))
  return !report.reachable ? 2 : report.ok ? 0 : 1
}

function describeReport(url: string, report: VerifyReport): string {
  if (!report.reachable)
    return `${prefix} Failed to reach the service at ${url}: no call was answered. Please check --against.\n`
  const lines = [`${prefix} Checked ${report.calls.length} calls against ${url}.`]
  if (report.ok) lines.push(`${prefix} No drift: every answer fits the mock's schemas and the contract.`)
  for (const difference of report.differences) {
    lines.push(
      `${difference.request}  ${difference.pointer || '(the answer)'}\n  expected: ${difference.expected}\n  found:    ${difference.found}`,
    )
  }
  if (!report.ok) lines.push(`${prefix} ${report.differences.length} difference(s): drift.`)
  return `${lines.join('\n')}\n`
}
