import { chmodSync, copyFileSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ReleaseMarker } from '../../cli/release-marker.ts';
import { RELEASE_MARKER } from '../../cli/release-marker.ts';
import { posixLauncher, windowsLauncher } from './launchers.ts';
import { keepSqliteFile } from './select-files.ts';
import { nodePathIn, type ReleaseTarget } from './targets.ts';
import { walkFiles } from './walk-files.ts';

export interface StageInput {
  root: string;
  target: ReleaseTarget;
  version: string;
  nodeVersion: string;
  /** The unpacked runtime package: bin/node or bin/node.exe. */
  runtimeDir: string;
  licenses: string;
  /** The folder to fill: it becomes the archive's one top folder. */
  out: string;
}

/**
 * One target's release folder. The CLI bundle inlines every production dependency but
 * better-sqlite3 (a native addon is loaded from its package), so node_modules holds only that.
 */
export function stageRelease(input: StageInput): void {
  const { root, target, out } = input;
  mkdirSync(out, { recursive: true });
  const nodeFile = target.platform === 'win32' ? 'node.exe' : 'node';
  const nodeOut = join(out, nodePathIn(target));
  mkdirSync(dirname(nodeOut), { recursive: true });
  copyFileSync(join(input.runtimeDir, 'bin', nodeFile), nodeOut);
  chmodSync(nodeOut, 0o755);

  // inputs.json ties a checkout's bundle to its sources; a release has no sources to compare.
  cpSync(join(root, 'dist', 'cli'), join(out, 'dist', 'cli'), {
    recursive: true,
    filter: (src) => !src.endsWith('inputs.json'),
  });
  cpSync(join(root, 'dist', 'renderer'), join(out, 'dist', 'renderer'), { recursive: true });
  cpSync(join(root, 'seeds'), join(out, 'seeds'), { recursive: true });
  copyFileSync(join(root, 'README.md'), join(out, 'README.md'));

  const sqlite = join(root, 'node_modules', 'better-sqlite3');
  for (const file of walkFiles(sqlite).filter((f) => keepSqliteFile(f, target))) {
    const dest = join(out, 'node_modules', 'better-sqlite3', file);
    mkdirSync(dirname(dest), { recursive: true });
    copyFileSync(join(sqlite, file), dest);
  }

  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { license: string };
  // appRoot is the nearest package.json; "module" because the bundle is ESM in .js files.
  const manifest = {
    name: 'folio',
    version: input.version,
    private: true,
    type: 'module',
    license: pkg.license,
  };
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const marker: ReleaseMarker = {
    version: input.version,
    target: target.id,
    node: input.nodeVersion,
  };
  writeFileSync(join(out, RELEASE_MARKER), `${JSON.stringify(marker, null, 2)}\n`);
  writeFileSync(join(out, 'THIRD-PARTY-LICENSES.txt'), input.licenses);

  mkdirSync(join(out, 'bin'), { recursive: true });
  if (target.platform === 'win32') {
    writeFileSync(join(out, 'bin', 'folio.cmd'), windowsLauncher());
  } else {
    writeFileSync(join(out, 'bin', 'folio'), posixLauncher(), { mode: 0o755 });
  }
}
