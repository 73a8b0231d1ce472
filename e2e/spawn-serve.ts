import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folio = fileURLToPath(new URL('../bin/folio', import.meta.url));

/**
 * A `folio serve` of a spec's own (the specs' cache unless given another, a fresh Folio folder
 * unless given one); what it printed.
 */
export async function serve(
  args: string[],
  cache = process.env.FOLIO_E2E_CACHE ?? '',
  home = mkdtempSync(join(tmpdir(), 'folio-team-')),
): Promise<{ child: ChildProcess; out: string }> {
  const child = spawn(folio, ['serve', '--cache', cache, '--port', '0', ...args], {
    env: { ...process.env, FOLIO_HOME: home },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const out = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('Stop with Ctrl+C.')) resolve(text);
    });
    child.once('exit', (code) => reject(new Error(`folio serve exited (${code}): ${text}`)));
  });
  return { child, out };
}

export async function stop(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
