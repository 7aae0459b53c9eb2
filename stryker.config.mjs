// @ts-check
/**
 * Mutation testing (docs/developing.md#mutation-testing): `npm run test:mutation`, or over a part,
 * `npm run test:mutation -- --mutate src/model/domain-rules.ts`.
 *
 * StrykerJS 9 with its Vitest runner: the last major that runs on Node 20 (Stryker 10 needs Node 22).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  // The in-process project only: the integration one drives Chromium and builds, minutes per mutant.
  vitest: { configFile: 'vitest.stryker.config.ts' },
  // A mutant runs only the tests that reached it in the first, unmutated run.
  coverageAnalysis: 'perTest',
  // The machines have 2 cores, shared: one Vitest at a time.
  concurrency: 1,
  mutate: ['src/model/**/*.ts', 'src/engine/**/*.ts', '!src/**/*.test.ts'],
  // The tests of the model, the data and the engine, and the behaviour tables that reach the engine
  // through mock.fetch and msw. Left out, for time: the other doors, the server, the command line and the
  // security tables, which start ports and processes and reach the same engine. Each mutant runs the
  // tests of this list that reached it; a mutant of module-level code (a schema, a table) runs all of
  // them. The whole in-process suite: `-- --testFiles 'src/**/*.test.ts,tests/**/*.test.ts'`.
  testFiles: [
    'src/model/**/*.test.ts',
    'src/data/**/*.test.ts',
    'src/engine/**/*.test.ts',
    'tests/service/**/*.test.ts',
    'tests/simulation/**/*.test.ts',
    'tests/sessions/sessions.test.ts',
    'tests/control/**/*.test.ts',
    'tests/history/**/*.test.ts',
    'tests/doors/msw-*.test.ts',
  ],
  // The sandbox needs the sources and the files the tests read, not the builds.
  ignorePatterns: ['/lib', '/site-dist', '/storybook-static', '/docs/.vitepress/dist', '/docs/.vitepress/cache'],
  // Reports in reports/mutation/ (HTML, and JSON for tools).
  reporters: ['clear-text', 'progress', 'html', 'json'],
  // On a busy machine a test may run twice as slow as it did unmutated: a mutant is called a
  // timeout (an endless loop) only well past that.
  timeoutMS: 10_000,
}
