import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';

export interface FeedServer {
  url: string;
  /** Body bytes sent, per file name, summed over requests (what a subscriber cost the server). */
  bytesSent: Map<string, number>;
  requests: Array<{ name: string; status: number; range?: string }>;
  /** The next GET of this file stops after this many body bytes and drops the connection. */
  cutNext(name: string, afterBytes: number): void;
  close(): Promise<void>;
}

/**
 * A static server for a feed folder as nginx would serve it: ETag and Last-Modified with 304s,
 * byte ranges with 206, 404 for what is not there. Counts what it sends, and can cut a download.
 */
export async function serveFeed(dir: string): Promise<FeedServer> {
  const bytesSent = new Map<string, number>();
  const requests: FeedServer['requests'] = [];
  const cuts = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.slice(1));
    const file = join(dir, name);
    const range = req.headers.range;
    const log = (status: number): void => void requests.push({ name, status, range });
    if (name.includes('/') || !existsSync(file)) {
      log(404);
      res.writeHead(404, { 'content-length': 0 }).end();
      return;
    }
    const stat = statSync(file);
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const lastModified = stat.mtime.toUTCString();
    if (req.headers['if-none-match'] === etag) {
      log(304);
      res.writeHead(304, { etag }).end();
      return;
    }
    let start = 0;
    let status = 200;
    const match = range && /^bytes=(\d+)-$/.exec(range);
    if (match) {
      start = Number(match[1]);
      if (start >= stat.size) {
        log(416);
        res.writeHead(416, { 'content-range': `bytes */${stat.size}` }).end();
        return;
      }
      status = 206;
    }
    log(status);
    res.writeHead(status, {
      'content-length': stat.size - start,
      etag,
      'last-modified': lastModified,
      'accept-ranges': 'bytes',
      ...(status === 206
        ? { 'content-range': `bytes ${start}-${stat.size - 1}/${stat.size}` }
        : {}),
    });
    const cut = cuts.get(name);
    cuts.delete(name);
    const stream = createReadStream(file, {
      start,
      end: cut === undefined ? undefined : start + cut - 1,
    });
    stream.on('data', (chunk) => {
      bytesSent.set(name, (bytesSent.get(name) ?? 0) + chunk.length);
    });
    stream.on('end', () => {
      if (cut === undefined) res.end();
      // end(), not destroy(): what was written is flushed first, so the cut falls where asked.
      else res.socket?.end();
    });
    stream.pipe(res, { end: false });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    bytesSent,
    requests,
    cutNext: (name, afterBytes) => void cuts.set(name, afterBytes),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
