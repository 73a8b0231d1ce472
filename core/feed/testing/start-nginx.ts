import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX = '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  /** Body bytes nginx logged as sent, per file name (from its access log). */
  bytesSent(): Map<string, number>;
  stop(): Promise<void>;
}

/** Debian's nginx serving a folder on 127.0.0.1, as the README's cluster set-up does. */
export async function startNginx(root: string): Promise<Nginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'folio-nginx-'));
  const port = await freePort();
  const log = join(prefix, 'access.log');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events { worker_connections 256; }
http {
  log_format bytes '$uri $status $body_bytes_sent';
  access_log ${log} bytes;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location = /index.json { add_header Cache-Control "no-cache"; }
    location ~ \\.folio\\.zst$ { add_header Cache-Control "public, max-age=31536000, immutable"; }
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; ; i++) {
    try {
      await fetch(url);
      break;
    } catch (error) {
      if (i > 100) throw new Error(`nginx did not start (see ${prefix})`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    bytesSent() {
      const sent = new Map<string, number>();
      if (!existsSync(log)) return sent;
      for (const line of readFileSync(log, 'utf8').split('\n')) {
        const [uri, , bytes] = line.split(' ');
        if (!uri || bytes === undefined) continue;
        sent.set(uri.slice(1), (sent.get(uri.slice(1)) ?? 0) + Number(bytes));
      }
      return sent;
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
