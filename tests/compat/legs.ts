/**
 * @module The matrix's legs: a Node (the `node` package, which installs that Node's binary into the
 * project), an msw and a Vitest, each a range npm resolves. The other tools are the same in every leg.
 */

export type Leg = {
  /** The leg's name in the table. */
  readonly name: string
  /** npm ranges of the packages that make the leg, by package name; `node` is the Node itself. */
  readonly ranges: Readonly<Record<'node' | 'msw' | 'vitest' | '@vitest/browser-playwright' | '@types/node', string>>
}

export const legs: readonly Leg[] = [
  {
    name: 'Node 22 · msw 2 · Vitest 4',
    ranges: {
      node: '^22',
      msw: '^2.15.0',
      vitest: '~4.1.0',
      '@vitest/browser-playwright': '~4.1.0',
      '@types/node': '^22',
    },
  },
  {
    name: 'Node 24 · msw 3 · Vitest 5',
    ranges: {
      node: '^24',
      msw: '^3.0.0',
      vitest: '^5.0.0',
      '@vitest/browser-playwright': '^5.0.0',
      '@types/node': '^24',
    },
  },
  {
    name: 'Node 26 · msw 3 · Vitest 5',
    ranges: {
      node: '^26',
      msw: '^3.0.0',
      vitest: '^5.0.0',
      '@vitest/browser-playwright': '^5.0.0',
      '@types/node': '^26',
    },
  },
]

/** The major version a range names: `^22` → 22, `~4.1.0` → 4. */
export function majorOf(range: string): number {
  return Number(range.match(/\d+/)![0])
}

/**
 * The tools every leg installs at the repo's lockfile versions, so npm's cache has them: the app's
 * and the component test's, Storybook, Playwright's runner and TypeScript 5.9 (TypeScript 7 comes
 * under an alias of its own, typescript7, as both install a `tsc`). React's types too: Storybook's
 * types import them, and the type checks read every library's types (`skipLibCheck: false`).
 */
export const sharedTools = [
  'vite',
  'react',
  'react-dom',
  '@types/react',
  '@types/react-dom',
  'vitest-browser-react',
  'storybook',
  '@storybook/html-vite',
  'msw-storybook-addon',
  '@playwright/test',
  'typescript',
]

/** TypeScript 7, the native compiler, installed beside 5.9 under its own name. */
export const typescript7 = 'typescript7@npm:typescript@7.0.2'
