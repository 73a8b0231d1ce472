import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiHarness } from '../../../core/api/testing/api-harness.ts';
import { createApiHarness } from '../../../core/api/testing/api-harness.ts';
import type { SyncController } from '../../../core/api/sync-controller.ts';
import type { RunningServer } from '../start-server.ts';
import { startServer } from '../start-server.ts';

export const SECRET = 'TOP-SECRET-OUTSIDE-THE-RENDERER';
export const SHELL =
  '<!DOCTYPE html><title>Folio shell</title><script src="/assets/app-1a2b.js"></script>';

export interface ServeHarness extends ApiHarness {
  server: RunningServer;
  port: number;
  rendererDir: string;
  /** Event streams subscribed to the sync state right now. */
  subscribers(): number;
}

/**
 * `folio serve`'s server on the synced fixture cache, with a built-renderer folder that has a
 * secret file beside it and a symlink pointing at that secret, for the traversal tests.
 */
export async function startServeHarness(
  options: {
    host?: string;
    token?: string;
    renderer?: boolean;
    heartbeatMs?: number;
    logError?: (error: unknown) => void;
    logNotice?: (line: string) => void;
  } = {},
): Promise<ServeHarness> {
  const harness = await createApiHarness();
  const dir = mkdtempSync(join(tmpdir(), 'folio-serve-'));
  writeFileSync(join(dir, 'secret.txt'), SECRET);
  const rendererDir = join(dir, 'renderer');
  if (options.renderer !== false) {
    mkdirSync(join(rendererDir, 'assets'), { recursive: true });
    writeFileSync(join(rendererDir, 'index.html'), SHELL);
    writeFileSync(join(rendererDir, 'assets', 'app-1a2b.js'), 'console.log("folio")');
    symlinkSync(join(dir, 'secret.txt'), join(rendererDir, 'link.txt'));
  }
  let active = 0;
  const sync: SyncController = {
    ...harness.sync,
    subscribe(listener) {
      active++;
      const unsubscribe = harness.sync.subscribe(listener);
      return () => {
        active--;
        unsubscribe();
      };
    },
  };
  const server = await startServer({
    api: harness.api,
    sync,
    cache: harness.cache,
    host: options.host ?? '127.0.0.1',
    port: 0,
    token: options.token,
    rendererDir,
    heartbeatMs: options.heartbeatMs,
    logError: options.logError ?? (() => {}),
    logNotice: options.logNotice ?? (() => {}),
  });
  return {
    ...harness,
    server,
    port: server.port,
    rendererDir,
    subscribers: () => active,
    async close() {
      await server.close();
      await harness.close();
    },
  };
}
