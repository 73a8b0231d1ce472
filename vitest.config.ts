import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'core/**/*.test.ts',
      'cli/**/*.test.ts',
      'electron/**/*.test.ts',
      'test-support/**/*.test.ts',
      'bench/**/*.test.ts',
      // The renderer's pure logic (tabs, keys, code text); its DOM is tested in a real browser.
      'renderer/**/*.test.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Integration tests start real servers and spawn the CLI; two cores want few parallel files.
    maxWorkers: 2,
  },
});
