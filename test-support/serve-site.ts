import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createSiteFiles } from './create-site-files.ts';
import { isNotModified } from './is-not-modified.ts';
import type { ResolvedFile, SiteFile } from './site-file.ts';

export type { SiteFile } from './site-file.ts';

/** Answers a request before the static files do; returns true when it did (fault injection). */
export type SiteHandler = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

export interface SiteRequest {
  method: string;
  /** Path and query as requested. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The status sent, once the response ended; 0 until then, or if nothing was sent. */
  status: number;
}

export interface SiteServer {
  /** e.g. http://127.0.0.1:PORT (no trailing slash). */
  url: string;
  origin: string;
  requests: SiteRequest[];
  setFile(path: string, file: SiteFile | string): void;
  deleteFile(path: string): void;
  /** Adds a hook; hooks run in the order added, before the static files. Returns a remover. */
  use(handler: SiteHandler): () => void;
  /** Stops listening and destroys open sockets, as a server killed mid-sync would. */
  close(): Promise<void>;
}

const notFoundPage = Buffer.from(
  '<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>404 Not Found</title></head>' +
    '<body><h1>Not Found</h1><p>The requested URL was not found on this server.</p></body></html>\n',
);

/** A real static HTTP server on 127.0.0.1, port 0, for integration tests and the benchmark. */
export async function serveSite(options: {
  root?: string;
  files?: Record<string, SiteFile | string>;
}): Promise<SiteServer> {
  const files = createSiteFiles(options);
  const hooks: SiteHandler[] = [];
  const requests: SiteRequest[] = [];
  const sockets = new Set<Socket>();
  let origin = '';

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const hook of [...hooks]) {
      if (await hook(req, res)) return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-length': 0 }).end();
      return;
    }
    const url = new URL(req.url ?? '/', origin);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'content-length': 0 }).end();
      return;
    }
    const found = await files.resolve(path);
    switch (found.kind) {
      case 'redirect': {
        const location = new URL(encodeURI(found.location) + url.search, origin).href;
        res.writeHead(301, { location, 'content-length': 0 }).end();
        return;
      }
      case 'missing':
        res.writeHead(404, {
          'content-type': 'text/html; charset=utf-8',
          'content-length': notFoundPage.length,
        });
        res.end(req.method === 'HEAD' ? undefined : notFoundPage);
        return;
      case 'file':
        await sendFile(req, res, found.file);
        return;
    }
  }

  const server = createServer((req, res) => {
    const entry: SiteRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      status: 0,
    };
    // Copied when the response ends rather than read live: holding every response object would
    // keep tens of thousands of them alive during a benchmark.
    const settle = () => (entry.status = res.headersSent ? res.statusCode : 0);
    res.on('finish', settle).on('close', settle);
    requests.push(entry);
    answer(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    origin,
    requests,
    setFile: (path, file) => files.set(path, file),
    deleteFile: (path) => files.delete(path),
    use(handler) {
      hooks.push(handler);
      return () => {
        const at = hooks.indexOf(handler);
        if (at >= 0) hooks.splice(at, 1);
      };
    },
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

async function sendFile(req: IncomingMessage, res: ServerResponse, file: ResolvedFile) {
  const headers: Record<string, string | number> = {
    'content-type': file.contentType,
    etag: file.etag,
    'last-modified': file.lastModified,
  };
  for (const [name, value] of Object.entries(file.headers)) headers[name.toLowerCase()] = value;
  // An empty header value means "this server does not send it" (see SiteFile.headers).
  for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
  const etag = typeof headers.etag === 'string' ? headers.etag : '';
  const modified = typeof headers['last-modified'] === 'string' ? headers['last-modified'] : '';
  if (file.status === 200 && isNotModified(req.headers, etag, modified)) {
    delete headers['content-type'];
    res.writeHead(304, headers).end();
    return;
  }
  headers['content-length'] = file.size;
  res.writeHead(file.status, headers);
  res.end(req.method === 'HEAD' ? undefined : await file.read());
}
