// @ts-check
/**
 * Mutation testing (docs/contributing/developing.md#mutation-testing): `npm run test:mutation`, or over a part,
 * `npm run test:mutation -- --mutate src/model/domain-rules.ts`.
 *
 * StrykerJS 10 with its Vitest runner, on the repository's pinned Node (docs/decisions/pinned-node.md).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  // In-process tests only (which ones: vitest.stryker.config.ts); the integration ones drive Chromium
  // and builds, minutes per mutant.
  vitest: { configFile: 'vitest.stryker.config.ts' },
  // A mutant runs only the tests that reached it in the first, unmutated run.
  coverageAnalysis: 'perTest',
  // The machines have 2 cores, shared: one Vitest at a time.
  concurrency: 1,
  mutate: ['src/model/**/*.ts', 'src/engine/**/*.ts', '!src/**/*.test.ts'],
  // The sandbox needs the sources and the files the tests read, not the builds.
  ignorePatterns: ['/lib', '/site-dist', '/storybook-static', '/docs/.vitepress/dist', '/docs/.vitepress/cache'],
  // Reports in reports/mutation/ (HTML, and JSON for tools).
  reporters: ['clear-text', 'progress', 'html', 'json'],
  // On a busy machine a test may run twice as slow as it did unmutated: a mutant is called a
  // timeout (an endless loop) only well past that.
  timeoutMS: 10_000,
}
