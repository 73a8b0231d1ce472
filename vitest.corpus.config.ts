import { defineConfig } from 'vitest/config';
import { CORPUS_TESTS } from './vitest.config.ts';

/**
 * The corpus tier: every page of the documentation Debian installs (python3.11-doc,
 * python-dask-doc), read through extraction and the crawl. Minutes, not seconds, so apart from
 * `vitest run`; CI runs it after the unit tier (`npm run test:corpus`).
 */
export default defineConfig({
  test: {
    include: [CORPUS_TESTS],
    exclude: ['**/node_modules/**'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
