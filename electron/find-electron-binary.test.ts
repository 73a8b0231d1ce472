import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findElectronBinary } from './find-electron-binary.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));
function electronPackage(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'folio-electron-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

describe('findElectronBinary', () => {
  it('is undefined when the binary was never downloaded (no path.txt), as here', () => {
    expect(findElectronBinary(electronPackage({ 'index.js': '' }), {})).toBeUndefined();
  });

  it('is undefined when path.txt names a binary that is missing', () => {
    expect(findElectronBinary(electronPackage({ 'path.txt': 'electron' }), {})).toBeUndefined();
  });

  it('finds the installed binary', () => {
    const pkg = electronPackage({ 'path.txt': 'electron', 'dist/electron': '' });
    expect(findElectronBinary(pkg, {})).toBe(join(pkg, 'dist', 'electron'));
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH', () => {
    const pkg = electronPackage({ 'path.txt': 'electron', 'override/electron': '' });
    const env = { ELECTRON_OVERRIDE_DIST_PATH: join(pkg, 'override') };
    expect(findElectronBinary(pkg, env)).toBe(join(pkg, 'override', 'electron'));
    expect(findElectronBinary(pkg, { ELECTRON_OVERRIDE_DIST_PATH: join(pkg, 'none') })).toBe(
      undefined,
    );
  });
});
