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

/** npm's flags for every install into a scratch project: from npm's cache where it can, quietly. */
export const npmInstallFlags = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']

/** `name@version` of each package at the version the repo's lockfile holds (`latest` for one it lacks). */
export function lockedSpecs(names: readonly string[]): string[] {
  const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>
  }
  return names.map((name) => `${name}@${lock.packages[`node_modules/${name}`]?.version ?? 'latest'}`)
}

/** A temporary folder holding a template's files and a package.json, with `manifest`'s keys added to the bare one. */
export function makeScratchFolder(template: string, manifest: Record<string, unknown> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'resm-consumer-'))
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'consumer', private: true, type: 'module', ...manifest }, null, 2)}\n`,
  )
  cpSync(template, dir, { recursive: true })
  return dir
}

export async function createScratchProject(tarball: string): Promise<string> {
  const dir = makeScratchFolder(templateDir)
  await runCommand('npm', ['install', ...npmInstallFlags, tarball, ...lockedSpecs(consumerTools)], dir)
  return dir
}
