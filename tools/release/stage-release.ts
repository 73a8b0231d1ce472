import { chmodSync, copyFileSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ReleaseMarker } from '../../cli/release-marker.ts';
import { RELEASE_MARKER } from '../../cli/release-marker.ts';
import { posixLauncher, windowsLauncher } from './launchers.ts';
import { keepPlaywrightFile, keepSqliteFile } from './select-files.ts';
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
 * The packages the CLI bundle leaves external (cli/build/bundle-cli.ts), so a release carries them
 * in node_modules, each with the files of it that the release keeps: better-sqlite3, a native
 * addon loaded from its package, and playwright-core, which reads its own files beside its code
 * and is loaded only when a docset renders in a browser (`"render": "browser"`).
 */
export function shippedPackages(
  target: ReleaseTarget,
): ReadonlyArray<[string, (file: string) => boolean]> {
  return [
    ['better-sqlite3', (file) => keepSqliteFile(file, target)],
    ['playwright-core', keepPlaywrightFile],
  ];
}

/** One target's release folder. */
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

  for (const [name, keep] of shippedPackages(target)) {
    const from = join(root, 'node_modules', name);
    for (const file of walkFiles(from).filter(keep)) {
      const dest = join(out, 'node_modules', name, file);
      mkdirSync(dirname(dest), { recursive: true });
      copyFileSync(join(from, file), dest);
    }
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
