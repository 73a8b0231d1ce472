import type { Mock } from 'vitest';
import { afterEach, vi } from 'vitest';
import { createFetcher } from '../create-fetcher.ts';
import type { Fetcher } from '../fetch-result.ts';
import type { FetcherOptions } from '../fetcher-options.ts';
import { startTestServer } from './start-test-server.ts';
import type { TestServer } from './start-test-server.ts';

export const anywhere = (): boolean => true;

type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/**
 * What every fetcher test needs: servers on 127.0.0.1 and a fetcher with a recorded, instant sleep
 * and fixed jitter, all closed after each test.
 */
export function useFetcher(): {
  serve: (handler: Parameters<typeof startTestServer>[0]) => Promise<string>;
  newFetcher: (options?: FetcherOptions) => { fetcher: Fetcher; sleep: Mock<Sleep> };
  readonly fetcher: Fetcher | undefined;
} {
  let servers: TestServer[] = [];
  let current: Fetcher | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
    await Promise.all(servers.map((s) => s.close()));
    servers = [];
  });
  return {
    async serve(handler) {
      const server = await startTestServer(handler);
      servers.push(server);
      return server.origin;
    },
    newFetcher(options = {}) {
      const sleep = vi.fn<Sleep>(() => Promise.resolve());
      current = createFetcher({ sleep, random: () => 0.5, ...options });
      return { fetcher: current, sleep };
    },
    get fetcher() {
      return current;
    },
  };
}
