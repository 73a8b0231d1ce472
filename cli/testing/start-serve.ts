import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const launcher = fileURLToPath(new URL('../../bin/folio', import.meta.url));

/** `folio serve` as a user starts it (the real launcher); resolves once it printed its URL. */
export async function startServe(args: readonly string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(launcher, ['serve', '--port', '0', ...args], {
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /at (http:\/\/\S+)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    void exited.then((code) => reject(new Error(`folio serve exited ${code}: ${stderr}`)));
  });
  return { child, url: new URL(url), output: () => ({ stdout, stderr }), exited };
}

/** A POST to the API as the renderer's client sends it; the parsed answer. */
export async function postApi(base: URL, method: string, body: unknown): Promise<unknown> {
  const response = await fetch(new URL(`/api/${method}`, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}
