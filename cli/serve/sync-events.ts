import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { SyncState } from '../../core/api/folio-api.ts';
import type { SyncController } from '../../core/api/sync-controller.ts';
import type { ServeEnv } from './serve-env.ts';

/**
 * `GET /api/events`: Server-Sent Events of the sync state, so the browser UI follows a sync
 * without polling. Each message's data is the whole SyncState as JSON and its id the state's
 * `seq`. The current state goes out at once; after that, when states come faster than the
 * socket takes them, only the latest is sent (the UI wants where the sync is, not every step).
 * A comment line every 15 s keeps proxies and SSH tunnels from dropping an idle stream.
 */
export function syncEvents(sync: SyncController, heartbeatMs = 15_000) {
  return (c: Context<ServeEnv>) => {
    // HEAD gets the headers only; a stream nobody reads would never be cleaned up.
    if (c.req.method === 'HEAD') return c.body(null, 200, { 'Content-Type': 'text/event-stream' });
    return streamSSE(c, async (stream) => {
      let pending: SyncState | undefined = sync.getState();
      let writing = false;
      const flush = async (): Promise<void> => {
        if (writing) return;
        writing = true;
        try {
          while (pending && !stream.aborted) {
            const state: SyncState = pending;
            pending = undefined;
            await stream.writeSSE({ data: JSON.stringify(state), id: String(state.seq) });
          }
        } catch {
          // The client went away mid-write; onAbort cleans up.
        } finally {
          writing = false;
        }
      };
      const unsubscribe = sync.subscribe((state) => {
        pending = state;
        void flush();
      });
      const heartbeat = setInterval(() => {
        stream.write(': heartbeat\n\n').catch(() => {});
      }, heartbeatMs);
      try {
        const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
        await flush();
        await closed;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
      }
    });
  };
}
