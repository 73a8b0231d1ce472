import { defineConfig } from 'vitest/config';
import { CORPUS_TESTS } from './vitest.config.ts';

/**
 * The corpus tier: walks over whole corpora (every page of the documentation Debian installs,
 * the whole default catalog against its replicas, a fleet of feed subscribers) and the real CLI
 * killed part-way (a crawl, a write batch, a feed's delta), which waits on slowed sites and
 * spawned processes. Minutes, not seconds, so apart from `vitest run`; CI runs it after the unit
 * tier (`npm run test:corpus`).
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
