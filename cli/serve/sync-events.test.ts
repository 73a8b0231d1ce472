import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncState } from '../../core/api/folio-api.ts';
import { postApi } from './testing/http-request.ts';
import type { ServeHarness } from './testing/serve-harness.ts';
import { startServeHarness } from './testing/serve-harness.ts';

const harnesses: ServeHarness[] = [];
afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((h) => h.close()));
});

/** An EventSource stand-in: collects the `data:` of every message and the comment lines. */
function openEvents(port: number) {
  const states: SyncState[] = [];
  const comments: string[] = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  let headers: Record<string, string | string[] | undefined> = {};
  const req = request(
    { host: '127.0.0.1', port, path: '/api/events', headers: { host: `127.0.0.1:${port}` } },
    (res) => {
      headers = res.headers;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of message.split('\n')) {
            if (line.startsWith('data: ')) states.push(JSON.parse(line.slice(6)) as SyncState);
            if (line.startsWith(':')) comments.push(line);
          }
          for (const wake of waiters.splice(0)) wake();
        }
      });
    },
  );
  req.on('error', () => {});
  req.end();
  const until = async (test: () => boolean): Promise<void> => {
    while (!test()) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  return { states, comments, until, headers: () => headers, close: () => req.destroy() };
}

describe('GET /api/events', () => {
  it('sends the current state at once, then the changes of a sync of the fixture site', async () => {
    const h = await startServeHarness({ heartbeatMs: 50 });
    harnesses.push(h);
    const events = openEvents(h.port);
    await events.until(() => events.states.length >= 1);
    expect(events.headers()['content-type']).toMatch(/^text\/event-stream/);
    expect(events.states[0]).toMatchObject({ running: false, seq: 0 });

    expect((await postApi(h.port, 'startSync', {})).status).toBe(200);
    await events.until(() => events.states.some((s) => s.running));
    await events.until(() => events.states.some((s) => s.seq > 0 && !s.running));
    const last = events.states.at(-1)!;
    expect(last.docsets).toMatchObject([{ docset: 'fixture', state: 'ok' }]);
    expect(last.finishedAt).not.toBeNull();
    const seqs = events.states.map((s) => s.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    await events.until(() => events.comments.length > 0);
    expect(events.comments[0]).toBe(': heartbeat');

    expect(h.subscribers()).toBe(1);
    events.close();
    await expect.poll(() => h.subscribers()).toBe(0);
  });

  it('lets the server stop while a stream is open', async () => {
    const h = await startServeHarness();
    const events = openEvents(h.port);
    await events.until(() => events.states.length >= 1);
    await h.close();
    await expect.poll(() => h.subscribers()).toBe(0);
  });
});
