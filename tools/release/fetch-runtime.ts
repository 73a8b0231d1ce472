import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ReleaseTarget } from './targets.ts';

/**
 * The target's Node binary and Node's licence, unpacked from its npm registry package (the only
 * place reachable here that has them). The packed tarball is kept in `cacheDir`, so a second
 * release costs no download. Returns the folder holding `bin/node` (or `bin/node.exe`).
 */
export function fetchRuntime(target: ReleaseTarget, version: string, cacheDir: string): string {
  mkdirSync(cacheDir, { recursive: true });
  const tgz = join(cacheDir, `${target.nodePackage}-${version}.tgz`);
  if (!existsSync(tgz)) {
    execFileSync(
      'npm',
      ['pack', `${target.nodePackage}@${version}`, '--pack-destination', cacheDir],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  }
  // One folder per target, emptied first: the unpacked binary is 90-120 MB, not worth keeping twice.
  const out = join(cacheDir, target.id);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out);
  // Only the binary and the licence: the headers and the changelog are for compiling addons.
  const wanted =
    target.platform === 'win32'
      ? ['package/bin/node.exe']
      : ['package/bin/node', 'package/LICENSE'];
  execFileSync('tar', ['xzf', tgz, '-C', out, ...wanted]);
  return join(out, 'package');
}
