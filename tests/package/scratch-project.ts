/**
 * @module A throwaway consumer project outside the repo: it installs the
 * packed tarball the way a user would, beside the tools a user would have.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { repoRoot } from './pack-project.ts'
import { runCommand } from './run-command.ts'

const templateDir = fileURLToPath(new URL('./scratch-project', import.meta.url))

/** The tools a consumer has, at the versions the repo's lockfile holds, so npm's cache already has them. */
const consumerTools = [
  'msw',
  'vitest',
  'vite',
  'typescript',
  '@types/node',
  'storybook',
  '@storybook/html-vite',
  'msw-storybook-addon',
  '@playwright/test',
  // A React app's component tests in Vitest's Browser Mode (vitest-browser-example.ts).
  '@vitest/browser-playwright',
  'vitest-browser-react',
  'react',
  'react-dom',
  '@vitejs/plugin-react',
]

/** The consumer project, once installed: its folder. */
export type ScratchProject = { readonly project: string }

export async function createScratchProject(tarball: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'resm-consumer-'))
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2)}\n`,
  )
  cpSync(templateDir, dir, { recursive: true })

  const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>
  }
  const tools = consumerTools.map((name) => `${name}@${lock.packages[`node_modules/${name}`]?.version ?? 'latest'}`)
  await runCommand(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball, ...tools],
    dir,
  )
  return dir
}
