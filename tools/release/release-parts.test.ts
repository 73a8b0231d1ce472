import { describe, expect, it } from 'vitest';
import { belongsTo, binaryKind } from './binary-kind.ts';
import { posixLauncher, windowsLauncher } from './launchers.ts';
import {
  devPackagesIn,
  keepPlaywrightFile,
  keepSqliteFile,
  productionPackages,
} from './select-files.ts';
import { unshippedImports } from './bundle-imports.ts';
import { formatSha256Sums } from './sha256sums.ts';
import { partOf } from './size-report.ts';
import { archiveName, TARGETS } from './targets.ts';

const target = (id: string) => TARGETS.find((t) => t.id === id)!;

describe('which of better-sqlite3’s files a release keeps', () => {
  const files = [
    'package.json',
    'LICENSE',
    'lib/index.js',
    'lib/methods/pragma.js',
    'binding.gyp',
    'src/better_sqlite3.cpp',
    'deps/sqlite3/sqlite3.c',
    'prebuilds/linux-x64.node',
    'prebuilds/linux-arm64.node',
    'prebuilds/linuxmusl-x64.node',
    'prebuilds/win32-x64.node',
    'prebuilds/darwin-arm64.node',
  ];
  it.each([
    ['linux-x64', 'prebuilds/linux-x64.node'],
    ['linux-arm64', 'prebuilds/linux-arm64.node'],
    ['win-x64', 'prebuilds/win32-x64.node'],
  ])('%s: its JavaScript, licence and only %s', (id, binary) => {
    expect(files.filter((f) => keepSqliteFile(f, target(id)))).toEqual([
      'package.json',
      'LICENSE',
      'lib/index.js',
      'lib/methods/pragma.js',
      binary,
    ]);
  });
});

describe('the launchers', () => {
  it('bin/folio runs the bundled node on the bundle, from its own folder, sync and serve tuned', () => {
    const text = posixLauncher();
    expect(text.startsWith('#!/bin/sh\n')).toBe(true);
    expect(text).toContain(
      'root=$(CDPATH= cd -- "$(dirname -- "$(readlink -f -- "$0")")/.." && pwd)',
    );
    expect(text).toContain('exec "$node" "$root/dist/cli/folio.js" "$@"');
    expect(text).toContain('node="$root/node/bin/node"');
    expect(text).toContain('--max-semi-space-size=4 --expose-gc');
    // No fallback to a system node: a release runs its own or nothing.
    expect(text).not.toMatch(/node=node|\bwhich\b|command -v/);
  });

  it('folio.cmd uses CRLF and its own folder', () => {
    const text = windowsLauncher();
    expect(text.split('\r\n').length).toBeGreaterThan(5);
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');
    expect(text).toContain('set "FOLIO_ROOT=%~dp0.."');
    expect(text).toContain('"%FOLIO_ROOT%\\node\\node.exe" "%FOLIO_ROOT%\\dist\\cli\\folio.js" %*');
  });
});

describe('the packages a release carries', () => {
  it('lists the lock file’s non-dev packages, nested ones by their own name', () => {
    const lock = {
      '': { version: '0.1.0' },
      'node_modules/hono': { version: '4.13.19', license: 'MIT' },
      'node_modules/vite': { version: '8.3.8', dev: true },
      'node_modules/fsevents': { version: '2.3.3', devOptional: true },
      'node_modules/@mozilla/readability': { version: '0.6.0' },
      'node_modules/a/node_modules/b': { version: '1.0.0' },
    };
    expect(productionPackages(lock)).toEqual([
      '@mozilla/readability@0.6.0',
      'b@1.0.0',
      'hono@4.13.19',
    ]);
  });

  it('finds a devDependency among the shipped folders', () => {
    expect(devPackagesIn(['better-sqlite3', 'vite'], { vite: '8.3.8', node: '24.21.0' })).toEqual([
      'vite',
    ]);
    expect(devPackagesIn(['better-sqlite3'], { node: '24.21.0' })).toEqual([]);
  });
});

describe('binaryKind', () => {
  const elf = (machine: number) => {
    const b = Buffer.alloc(64);
    b.writeUInt32BE(0x7f454c46, 0);
    b[5] = 1; // little-endian
    b.writeUInt16LE(machine, 18);
    return b;
  };
  const pe = (machine: number) => {
    const b = Buffer.alloc(256);
    b.writeUInt16LE(0x5a4d, 0);
    b.writeUInt32LE(0x80, 0x3c);
    b.writeUInt32LE(0x00004550, 0x80);
    b.writeUInt16LE(machine, 0x84);
    return b;
  };

  it('tells x64 from arm64 in ELF and PE, and ignores other files', () => {
    expect(binaryKind(elf(0x3e))).toEqual({ format: 'elf', arch: 'x64' });
    expect(binaryKind(elf(0xb7))).toEqual({ format: 'elf', arch: 'arm64' });
    expect(binaryKind(pe(0x8664))).toEqual({ format: 'pe', arch: 'x64' });
    expect(binaryKind(Buffer.from('#!/bin/sh\n'))).toBeNull();
    expect(binaryKind(Buffer.from('MZ but too short'))).toBeNull();
  });

  it('lets only the target’s own format and architecture in', () => {
    expect(belongsTo({ format: 'elf', arch: 'x64' }, target('linux-x64'))).toBe(true);
    expect(belongsTo({ format: 'elf', arch: 'x64' }, target('linux-arm64'))).toBe(false);
    expect(belongsTo({ format: 'elf', arch: 'x64' }, target('win-x64'))).toBe(false);
    expect(belongsTo({ format: 'pe', arch: 'x64' }, target('win-x64'))).toBe(true);
    expect(belongsTo({ format: 'mach-o', arch: 'arm64' }, target('linux-arm64'))).toBe(false);
  });
});

describe('SHA256SUMS', () => {
  it('is coreutils’ format: hash, two spaces, bare name, sorted', () => {
    const text = formatSha256Sums([
      { file: '/r/folio-0.1.0-win-x64.zip', sha256: 'b'.repeat(64) },
      { file: '/r/folio-0.1.0-linux-x64.tar.gz', sha256: 'a'.repeat(64) },
    ]);
    expect(text).toBe(
      `${'a'.repeat(64)}  folio-0.1.0-linux-x64.tar.gz\n${'b'.repeat(64)}  folio-0.1.0-win-x64.zip\n`,
    );
  });
});

describe('names and parts', () => {
  it('names archives by version and target', () => {
    expect(TARGETS.map((t) => archiveName('0.1.0', t))).toEqual([
      'folio-0.1.0-linux-x64.tar.gz',
      'folio-0.1.0-linux-arm64.tar.gz',
      'folio-0.1.0-win-x64.zip',
    ]);
  });

  it('groups sizes by the first two folders', () => {
    expect(partOf('node/bin/node')).toBe('node/bin');
    expect(partOf('node_modules/better-sqlite3/lib/index.js')).toBe('node_modules/better-sqlite3');
    expect(partOf('node/node.exe')).toBe('node');
    expect(partOf('README.md')).toBe('(top)');
  });
});

describe('unshippedImports', () => {
  it('finds a package the bundle requires at run time that the release does not ship', () => {
    const code = `const a = createRequire(import.meta.url)("robots-parser");
const b = createRequire(import.meta.url)('better-sqlite3');
const c = createRequire(import.meta.url)("node:fs");
const d = createRequire(import.meta.url)("@scope/pkg/sub");`;
    expect(unshippedImports(code, ['better-sqlite3'])).toEqual(['@scope/pkg', 'robots-parser']);
  });

  it('finds the externals the bundle imports, statically or when a path runs', () => {
    const code = `import Database from "better-sqlite3";
import { x } from "external-one/sub";
export { y } from '@scope/two';
import "side-effect";
import { readFile } from "node:fs/promises";
import { once } from "events";
import { a } from "./chunk-AbC.js";
async function render() { ({ chromium } = await import("playwright-core")); }
const later = () => import('./lazy.js');`;
    expect(unshippedImports(code, ['better-sqlite3'])).toEqual([
      '@scope/two',
      'external-one',
      'playwright-core',
      'side-effect',
    ]);
    expect(
      unshippedImports(code, [
        'better-sqlite3',
        'playwright-core',
        'external-one',
        '@scope/two',
        'side-effect',
      ]),
    ).toEqual([]);
  });

  it('ignores import statements that are text inside a bundled package', () => {
    const code = `/**
 * @example
 * import { Hono } from "hono"
 */
const doc = "  import x from 'markdown-it'";`;
    expect(unshippedImports(code, [])).toEqual([]);
  });
});

describe('which of playwright-core’s files a release keeps', () => {
  it('what launching a browser loads, none of its developer tools', () => {
    const files = [
      'package.json',
      'LICENSE',
      'NOTICE',
      'browsers.json',
      'index.js',
      'index.mjs',
      'index.d.ts',
      'cli.js',
      'README.md',
      'lib/bootstrap.js',
      'lib/coreBundle.js',
      'lib/utilsBundle.js',
      'lib/webp_codec.wasm',
      'lib/server/chromium/appIcon.png',
      'lib/vite/traceViewer/index.html',
      'lib/tools/cli-client/program.js',
      'types/types.d.ts',
      'bin/reinstall_chrome_stable_linux.sh',
    ];
    expect(files.filter(keepPlaywrightFile)).toEqual([
      'package.json',
      'LICENSE',
      'NOTICE',
      'browsers.json',
      'index.js',
      'index.mjs',
      'lib/bootstrap.js',
      'lib/coreBundle.js',
      'lib/utilsBundle.js',
      'lib/webp_codec.wasm',
      'lib/server/chromium/appIcon.png',
    ]);
  });
});
