/** The SDK as an optional peer dependency: a missing one is told apart from a broken one, and the command says how to install it. */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { runMcpCommand } from '../../src/cli/mcp-command.ts'
import { McpSdkMissingError, requireSdk } from '../../src/mcp/mcp-sdk.ts'

/** Node's error for a package it cannot resolve from `importer`. */
function notFound(name: string, importer = '/project/node_modules/real-estate-service-mock/lib/bin.js') {
  return Object.assign(new Error(`Cannot find package '${name}' imported from ${importer}`), {
    code: 'ERR_MODULE_NOT_FOUND',
  })
}

describe('requireSdk', () => {
  test('the SDK not found is McpSdkMissingError, which says what to run', async () => {
    const missing = requireSdk(() => Promise.reject(notFound('@modelcontextprotocol/sdk')))
    await expect(missing).rejects.toBeInstanceOf(McpSdkMissingError)
    await expect(missing).rejects.toThrow(
      /Please install it in the project: npm install -D @modelcontextprotocol\/sdk$/,
    )
  })

  test("a package the SDK imports, not found, is no missing SDK: the error is Node's", async () => {
    const error = notFound(
      'zod-to-json-schema',
      '/project/node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js',
    )
    await expect(requireSdk(() => Promise.reject(error))).rejects.toBe(error)
  })

  test('the SDK found is given as it is', async () => {
    const sdk = { McpServer: class {} }
    expect(await requireSdk(() => Promise.resolve(sdk))).toBe(sdk)
  })
})

test('the mcp command without the SDK: one line on stderr with the install command, nothing on stdout, exit code 2', async () => {
  const out: string[] = []
  const err: string[] = []
  const output = { out: (text: string) => out.push(text), err: (text: string) => err.push(text) }
  const code = await runMcpCommand(['--url', 'http://127.0.0.1:9'], output, () =>
    Promise.reject(notFound('@modelcontextprotocol/sdk')),
  )
  expect(code).toBe(2)
  expect(out).toEqual([])
  expect(err).toEqual([
    expect.stringMatching(
      /^\[real-estate-service-mock\] Failed to start the MCP server: .*npm install -D @modelcontextprotocol\/sdk\n$/,
    ),
  ])
})

test('only src/mcp/mcp-sdk.ts imports the SDK at run time, with import(); elsewhere an import of it is a type', () => {
  const src = fileURLToPath(new URL('../../src/', import.meta.url))
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'))
  const imports = files.flatMap((file) =>
    readFileSync(join(src, file), 'utf8')
      .split('\n')
      .filter((line) => /(\bfrom|\bimport)\s*\(?\s*['"]@modelcontextprotocol\/sdk/.test(line))
      .map((line) => ({ file, line: line.trim() })),
  )
  expect(imports.length).toBeGreaterThan(0)
  for (const { file, line } of imports) {
    if (/\bimport\(/.test(line)) expect(file, line).toBe(join('mcp', 'mcp-sdk.ts'))
    else expect(line, file).toMatch(/^import type /)
  }
})
