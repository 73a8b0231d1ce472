import { createServer } from 'node:http';
import type { RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

/**
 * A real HTTP server for this folder's tests. Loopback only, port chosen by the OS, so tests can
 * run in parallel and never reach another machine.
 */
export async function startTestServer(handler: RequestListener): Promise<TestServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        // Handlers that never answer would otherwise keep close() waiting forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port with nothing listening: connecting to it is refused. */
export async function closedPortOrigin(): Promise<string> {
  const server = await startTestServer(() => undefined);
  await server.close();
  return server.origin;
}
