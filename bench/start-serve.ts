import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface RunningServe {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts `folio serve` on a free port over the bench cache, as a user would, and reads its URL
 * from the startup line ("Folio is serving … at http://127.0.0.1:PORT/"). FOLIO_HOME points at
 * a scratch folder so the user's own settings neither leak in nor get written.
 */
export async function startServe(options: {
  repo: string;
  cache: string;
  catalog: string;
  home: string;
}): Promise<RunningServe> {
  const args = ['serve', '--cache', options.cache, '--catalog', options.catalog, '--port', '0'];
  const child = spawn(join(options.repo, 'bin', 'folio'), args, {
    cwd: options.repo,
    env: { ...process.env, FOLIO_HOME: options.home },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`folio serve did not start: ${output}`)),
        30_000,
      );
      const read = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-4000);
        const match = /at (http:\/\/\S+\/)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('close', (code) => {
        clearTimeout(timer);
        reject(new Error(`folio serve exited (${code}): ${output}`));
      });
    });
    return { url, stop };
  } catch (error) {
    // A server that never printed its URL must not outlive the bench.
    await stop();
    throw error;
  }
}
