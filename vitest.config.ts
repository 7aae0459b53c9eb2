import { defineConfig } from 'vitest/config'

/**
 * Tests that drive something outside this process (Chromium, Firefox, a packed package, builds, the
 * example projects, other tools): each file in a fresh module graph, as Vitest does by default.
 */
const integration = [
  'tests/**/*.browser.test.ts',
  'tests/**/*.firefox.test.ts',
  'tests/package/**/*.test.ts',
  'tests/playwright/example-project.test.ts',
  'tests/examples/**/*.test.ts',
  'tests/scale-out/**/*.test.ts',
  // The docs tests that compile, run or build something; the others only read Markdown and run in process.
  'tests/docs/api-reference.test.ts',
  'tests/docs/demo-build.test.ts',
  'tests/docs/docs-site.test.ts',
  'tests/docs/migrating.test.ts',
  'tests/docs/samples.test.ts',
  'tests/docs/sample-awaits.test.ts',
  'tests/docs/troubleshooting.test.ts',
  // The contract tools (redocly, swagger-mock-validator, Pact's Verifier) in processes of their own; the Pact
  // export itself is tested in process (tests/contracts/pact-export.test.ts, through mock.fetch).
  'tests/contracts/contract-tools.test.ts',
  'tests/mcp/mcp-over-stdio.test.ts',
  // 255 MB of refused bodies through the command in a child process, a part of them sent by curl.
  'tests/security/refused-bodies.test.ts',
]

export default defineConfig({
  test: {
    // For every suite, sized for the browser suites, whose hooks wait for Chromium and the site's
    // first build. A limit only stops a hung test; it measures nothing.
    testTimeout: 20_000,
    hookTimeout: 120_000,
    // Two files at a time, where Vitest would run one on a 2-core machine (CPUs − 1): most of an
    // integration file's time is spent waiting on Chromium, a child process or a build, not computing.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'in-process',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: integration,
          // The unit tests, the behaviour tables and the adapter table share one module graph: importing
          // the sources, msw, Vite and Express again for each file cost more CPU than the tests
          // themselves (docs/decisions/test-pyramid.md). A file here leaves nothing global behind:
          // it closes its servers, restores timers and unstubs globals.
          isolate: false,
          // Type-level tests (tests/types/*.test-d.ts) are checked by `tsc --noEmit`, which `npm test` runs before
          // Vitest: a failing `expectTypeOf` is a compile error there. Vitest's own typecheck would run tsc a second time.
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: integration,
          // Chromium pages, builds and child processes on two busy cores: a minute before a test is
          // called hung. No test here asserts on time.
          testTimeout: 60_000,
          // expect.poll waits for a page, a panel or a server to catch up; its default second was a limit on time that
          // failed under load (the timeline's panel after an undo). Like testTimeout, this only stops a hang.
          expect: { poll: { timeout: 30_000 } },
          // First, every system program the files run (Chromium, Firefox ESR, nginx, HAProxy, curl), or one message
          // naming what to install. Then the builds the files share (the simulator site, the API reference, the docs
          // site, Storybook), each made once per run on its first request; and one Chromium with a static host of the site.
          globalSetup: [
            'tests/support/require-system-programs.ts',
            'tests/support/builds/global-setup.ts',
            'tests/browser/support/global-setup.ts',
          ],
        },
      },
    ],
  },
})
