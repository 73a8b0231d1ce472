import { execFile } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { describeInputs } from './build-inputs.ts';

const bin = fileURLToPath(new URL('../../bin', import.meta.url));
const exec = promisify(execFile);

/** A checkout with bin/start.js, a "bundle" and "sources" that say which one ran, and a build record. */
function fakeCheckout(): { root: string; source: string; start: string } {
  const root = mkdtempSync(join(tmpdir(), 'folio-launcher-'));
  mkdirSync(join(root, 'bin'));
  mkdirSync(join(root, 'cli'));
  mkdirSync(join(root, 'dist', 'cli'), { recursive: true });
  copyFileSync(join(bin, 'start.js'), join(root, 'bin', 'start.js'));
  writeFileSync(join(root, 'dist', 'cli', 'folio.js'), "console.log('bundle');\n");
  const source = join(root, 'cli', 'main.ts');
  writeFileSync(source, "const ran: string = 'source';\nconsole.log(ran);\n");
  const inputs = describeInputs(root, [source]);
  writeFileSync(join(root, 'dist', 'cli', 'inputs.json'), JSON.stringify(inputs));
  return { root, source, start: join(root, 'bin', 'start.js') };
}

const ran = async (start: string, env: NodeJS.ProcessEnv = {}) =>
  (await exec(process.execPath, [start], { env: { ...process.env, ...env } })).stdout.trim();

describe('bin/start.js', () => {
  it('runs the bundle while the sources are the ones it was built from', async () => {
    const { start } = fakeCheckout();
    expect(await ran(start)).toBe('bundle');
  });

  it('runs the sources once one of them changed since the build', async () => {
    const { start, source } = fakeCheckout();
    const later = new Date(Date.now() + 5_000);
    utimesSync(source, later, later);
    expect(await ran(start)).toBe('source');
  });

  it('runs the sources when there is no build, or when asked to', async () => {
    const { root, start } = fakeCheckout();
    expect(await ran(start, { FOLIO_FROM_SOURCE: '1' })).toBe('source');
    writeFileSync(join(root, 'dist', 'cli', 'inputs.json'), '{not json');
    expect(await ran(start)).toBe('source');
  });
});

describe('bin/folio', () => {
  it('starts from a symlink on the PATH, from any working folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-path-'));
    symlinkSync(join(bin, 'folio'), join(dir, 'folio'));
    const { stdout } = await exec(join(dir, 'folio'), ['--version'], { cwd: tmpdir() });
    expect(stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});
