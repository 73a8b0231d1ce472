import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const launcher = fileURLToPath(new URL('../../bin/folio', import.meta.url));

export interface FolioRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real `folio` launcher as a user would, on this Node, and collects its output. */
export function runFolio(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<FolioRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(launcher, [...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A catalog file in the seed format with the given rows (`[tool, one line, docs cell]`). */
export function writeCatalog(
  rows: ReadonlyArray<readonly [string, string, string]>,
  extra = '',
): string {
  const dir = mkdtempSync(join(tmpdir(), 'folio-catalog-'));
  const file = join(dir, 'catalog.md');
  const table = rows.map(([tool, line, docs]) => `| ${tool} | ${line} | ${docs} |`).join('\n');
  writeFileSync(
    file,
    `---\ntitle: Test catalog\n---\n\n## Tests\n\n| Tool | One line | Docs |\n|---|---|---|\n${table}\n${extra}`,
  );
  return file;
}

export function tempCacheFile(): string {
  return join(mkdtempSync(join(tmpdir(), 'folio-cli-')), 'folio.db');
}
