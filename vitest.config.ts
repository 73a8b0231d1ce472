import { defineConfig } from 'vitest/config';

/** Files that walk whole corpora (installed Debian docs) run in their own tier: vitest.corpus.config.ts. */
export const CORPUS_TESTS = '**/*.corpus.test.ts';

export default defineConfig({
  test: {
    include: [
      'core/**/*.test.ts',
      'cli/**/*.test.ts',
      'electron/**/*.test.ts',
      'test-support/**/*.test.ts',
      'bench/**/*.test.ts',
      'tools/**/*.test.ts',
      // The renderer's pure logic (tabs, keys, code text); its DOM is tested in a real browser.
      'renderer/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', CORPUS_TESTS],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Integration tests start real servers and spawn the CLI; two cores want few parallel files.
    maxWorkers: 2,
    // Files share their worker's module graph instead of re-importing it each: importing was 42 of
    // the suite's 98 s here, and no test relies on a fresh module state (mocks are per test).
    isolate: false,
  },
});
