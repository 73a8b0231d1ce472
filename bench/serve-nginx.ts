import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { findExecutable } from './find-executable.ts';

export interface RunningNginx {
  /** `http://127.0.0.1:PORT` */
  url: string;
  stop(): Promise<void>;
}

/** A port the kernel just handed out and released: free unless something takes it first. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Serves each folder under `/<name>/` with nginx on 127.0.0.1, in the foreground, with its
 * config, pid and logs in `workDir`: a real web server's ETags, Last-Modified and 304s, as a docs
 * host would answer. Undefined when nginx is not installed.
 */
export async function serveWithNginx(
  folders: ReadonlyArray<{ name: string; dir: string }>,
  workDir: string,
): Promise<RunningNginx | undefined> {
  // Debian installs it in /usr/sbin, which a user's PATH may not list.
  const nginx =
    (await findExecutable('nginx')) ??
    (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined);
  if (!nginx) return undefined;
  const port = await freePort();
  const locations = folders
    .map(({ name, dir }) => `    location /${name}/ { alias ${dir}/; }`)
    .join('\n');
  const config = join(workDir, 'nginx.conf');
  await writeFile(
    config,
    `daemon off;
worker_processes 2;
pid ${join(workDir, 'nginx.pid')};
error_log ${join(workDir, 'nginx-error.log')};
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  server {
    listen 127.0.0.1:${port};
${locations}
  }
}
`,
  );
  const child = spawn(nginx, ['-c', config, '-p', workDir], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}); see ${config}`);
    const up = await fetch(`${url}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (attempt > 100) throw new Error('nginx did not answer within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
