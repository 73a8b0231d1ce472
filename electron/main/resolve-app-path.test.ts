import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveAppPath, toSafeRelativePath } from './resolve-app-path.ts';

const base = realpathSync(mkdtempSync(join(tmpdir(), 'folio-app-path-')));
const root = join(base, 'dist', 'renderer');
mkdirSync(join(root, 'assets'), { recursive: true });
writeFileSync(join(root, 'index.html'), '<!doctype html>');
writeFileSync(join(root, 'assets', 'app.js'), '');
writeFileSync(join(base, 'dist', 'secret.txt'), 'secret');
writeFileSync(join(base, 'secret.txt'), 'secret');
mkdirSync(join(base, 'outside'));
writeFileSync(join(base, 'outside', 'x.js'), '');
symlinkSync(join(base, 'secret.txt'), join(root, 'link-out.txt'));
symlinkSync(join(base, 'outside'), join(root, 'dir-out'));
symlinkSync(join(root, 'index.html'), join(root, 'link-in.html'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('resolveAppPath', () => {
  it('serves files inside dist/renderer', () => {
    expect(resolveAppPath(root, '/index.html')).toBe(join(root, 'index.html'));
    expect(resolveAppPath(root, '/assets/app.js')).toBe(join(root, 'assets', 'app.js'));
    expect(resolveAppPath(root, '/assets%2Fapp.js')).toBe(join(root, 'assets', 'app.js'));
    expect(resolveAppPath(root, '/link-in.html')).toBe(join(root, 'index.html'));
  });

  it('answers null for a file that does not exist', () => {
    expect(resolveAppPath(root, '/missing.js')).toBeNull();
  });

  it.each([
    ['parent segment', '/../secret.txt'],
    ['parent segments deeper', '/assets/../../secret.txt'],
    ['parent at the end', '/assets/..'],
    ['encoded dots', '/%2e%2e/secret.txt'],
    ['encoded dots, upper case', '/%2E%2E/%2E%2E/secret.txt'],
    ['half-encoded dots', '/.%2e/secret.txt'],
    ['encoded slash after dots', '/..%2fsecret.txt'],
    ['encoded slash, both sides', '/assets%2f..%2f..%2fsecret.txt'],
    ['double-encoded dots', '/%252e%252e/secret.txt'],
    ['encoded backslash', '/..%5csecret.txt'],
    ['encoded backslash, upper case', '/..%5Csecret.txt'],
    ['raw backslash', '/..\\secret.txt'],
    ['absolute path via empty segment', '//etc/passwd'],
    ['absolute path via encoded slash', '/%2fetc%2fpasswd'],
    ['Windows drive', '/C:/Windows/win.ini'],
    ['Windows drive, encoded', '/C%3A%5CWindows%5Cwin.ini'],
    ['UNC path', '/%5c%5cserver%5cshare'],
    ['NUL byte', '/index.html%00.js'],
    ['raw NUL byte', '/index.html\0'],
    ['single dot segment', '/./index.html'],
    ['malformed escape', '/%E0%A4%A'],
    ['not rooted', 'index.html'],
    ['symlink to a file outside', '/link-out.txt'],
    ['symlink to a folder outside', '/dir-out/x.js'],
  ])('refuses %s: %s', (_name, pathname) => {
    expect(resolveAppPath(root, pathname)).toBeNull();
  });
});

describe('toSafeRelativePath', () => {
  it('gives the root as an empty path and keeps nested paths', () => {
    expect(toSafeRelativePath('/')).toBe('');
    expect(toSafeRelativePath('/assets/app-3f2a.js')).toBe('assets/app-3f2a.js');
    expect(toSafeRelativePath('/assets/a%20b.css')).toBe('assets/a b.css');
  });
});

describe('resolveAppPath without a built UI', () => {
  it('answers null instead of throwing', () => {
    expect(resolveAppPath(join(base, 'not-built'), '/index.html')).toBeNull();
  });
});
