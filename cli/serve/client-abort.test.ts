import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServeHarness } from './testing/serve-harness.ts';
import { startServeHarness } from './testing/serve-harness.ts';

let harness: ServeHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
  vi.restoreAllMocks();
});

/** Sends `head` and part of a body, then drops the connection, as a closed tab does. */
function abortMidRequest(port: number, head: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 50);
    });
  });
}

describe('a client that goes away', () => {
  it('is one quiet line, never a stack trace', async () => {
    const errors: unknown[] = [];
    const notices: string[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const consoleInfo = vi.spyOn(console, 'info').mockImplementation(() => {});
    harness = await startServeHarness({
      logError: (e) => errors.push(e),
      logNotice: (line) => notices.push(line),
    });
    const { port } = harness;
    await abortMidRequest(
      port,
      `POST /api/listDocsets HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":',
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(errors).toEqual([]);
    expect(notices).toEqual(['client closed the connection during POST /api/listDocsets']);
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleInfo).not.toHaveBeenCalled();
  });
});
