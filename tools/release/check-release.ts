import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { belongsTo, binaryKind } from './binary-kind.ts';
import { unshippedImports } from './bundle-imports.ts';
import { devPackagesIn } from './select-files.ts';
import type { ReleaseTarget } from './targets.ts';
import { walkFiles } from './walk-files.ts';

/**
 * What must never be in a target's release folder: a native binary for another platform (it would
 * be dead weight, or a sign the wrong prebuild was copied) or a development dependency.
 * Returns the problems found, none when the folder is right. The smoke test runs it on the
 * unpacked archives too.
 */
export function checkRelease(
  dir: string,
  target: ReleaseTarget,
  pkg: { devDependencies?: unknown },
): string[] {
  const problems: string[] = [];
  const files = walkFiles(dir);
  for (const file of files) {
    const kind = binaryKind(readHead(join(dir, file)));
    if (kind && !belongsTo(kind, target))
      problems.push(`${file} is a ${kind.format} ${kind.arch} binary, not for ${target.id}`);
  }
  const shipped = [
    ...new Set(
      files.flatMap((f) => {
        const m =
          /^[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)\/|^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(
            f,
          );
        return m ? [(m[1] ?? m[2])!] : [];
      }),
    ),
  ];
  const dev = (pkg.devDependencies ?? {}) as Record<string, string>;
  for (const name of devPackagesIn(shipped, dev))
    problems.push(`node_modules/${name} is a devDependency`);
  const code = files
    .filter((f) => /^dist\/cli\/[^/]+\.js$/.test(f))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
  for (const name of unshippedImports(code, shipped))
    problems.push(`dist/cli loads ${name} at run time, which the release does not ship`);
  return problems;
}

function readHead(file: string): Buffer {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(4096);
    return head.subarray(0, readSync(fd, head, 0, head.length, 0));
  } finally {
    closeSync(fd);
  }
}
