import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CreateServerOptions } from './create-server.ts';
import { createServer } from './create-server.ts';

export interface StartServerOptions extends CreateServerOptions {
  /** 0 picks any free port. */
  port: number;
}

export interface RunningServer {
  host: string;
  port: number;
  /** Stops listening and drops open connections (event streams included). */
  close(): Promise<void>;
}

/**
 * Listens with Node's limits tightened for a long-running local server: 16 KiB of headers at
 * most, and a client that sends its headers slower than 10 s (slowloris) is cut off. Event
 * streams are responses, so they are not bound by these.
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const app = createServer(options);
  const server = createAdaptorServer({
    fetch: app.fetch,
    serverOptions: { maxHeaderSize: 16 * 1024, headersTimeout: 10_000, requestTimeout: 30_000 },
  }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, options)));
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    host: options.host,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function listenError(error: NodeJS.ErrnoException, at: { host: string; port: number }): Error {
  const where = `${at.host}:${at.port}`;
  const reasons: Record<string, string> = {
    EADDRINUSE: `port ${at.port} on ${at.host} is in use; pick another with --port (0 = any free port)`,
    EADDRNOTAVAIL: `cannot listen on ${where}: no such address on this machine`,
    ENOTFOUND: `cannot listen on ${where}: no such address on this machine`,
    EACCES: `cannot listen on ${where}: permission denied (ports below 1024 need privileges)`,
  };
  return new Error(reasons[error.code ?? ''] ?? `cannot listen on ${where}: ${error.message}`, {
    cause: error,
  });
}
