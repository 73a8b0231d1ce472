import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { normalizeDistribution } from '../catalog/parse-list-cells.ts';

/** One installed Python distribution, as its metadata names it. */
export interface InstalledDistribution {
  /** Normalised as pip compares names (`megatron-core`). */
  name: string;
  version: string;
}

/**
 * What the interpreter itself reports, with nothing but the standard library and no network:
 * `importlib.metadata` walks the same paths `import` does, so a venv, conda env or container
 * answers for itself. `-I` keeps the current folder and PYTHON* variables out of it.
 */
const SCRIPT = [
  'import importlib.metadata as m, json, sys',
  'out = []',
  'for d in m.distributions():',
  '    name = d.metadata["Name"]',
  '    if name and d.version: out.append([name, d.version])',
  'json.dump(out, sys.stdout)',
].join('\n');

/** Runs `python -I -c SCRIPT` and reads its list; a failure says what ran and what it said. */
export async function readInterpreter(python: string): Promise<InstalledDistribution[]> {
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(
      python,
      ['-I', '-c', SCRIPT],
      { timeout: 30_000, maxBuffer: 16 * 1024 * 1024, env: { PATH: process.env.PATH ?? '' } },
      (error, out, err) => {
        if (error) {
          const said = String(err).trim().split('\n').at(-1) ?? '';
          reject(new Error(`cannot read ${python}'s packages: ${said || error.message}`));
        } else resolve(out);
      },
    );
  });
  let rows: unknown;
  try {
    rows = JSON.parse(stdout);
  } catch {
    throw new Error(`${python} did not print its package list (is it a Python 3.8+ interpreter?)`);
  }
  if (!Array.isArray(rows)) throw new Error(`${python} printed no package list`);
  return dedupe(
    rows.flatMap((row): InstalledDistribution[] =>
      Array.isArray(row) && typeof row[0] === 'string' && typeof row[1] === 'string'
        ? [{ name: normalizeDistribution(row[0]), version: row[1] }]
        : [],
    ),
  );
}

/**
 * The `*.dist-info/METADATA` (and legacy `*.egg-info/PKG-INFO`) files of a site-packages folder,
 * read directly: for an environment whose interpreter cannot run here (another architecture, a
 * container image unpacked on disk).
 */
export async function readSitePackages(dir: string): Promise<InstalledDistribution[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    throw new Error(
      `cannot read ${dir}: ${error.code === 'ENOENT' ? 'no such folder' : error.message}`,
    );
  });
  const found: InstalledDistribution[] = [];
  for (const name of names.sort()) {
    const file = name.endsWith('.dist-info')
      ? join(dir, name, 'METADATA')
      : name.endsWith('.egg-info')
        ? join(dir, name, 'PKG-INFO')
        : undefined;
    if (file === undefined) continue;
    const text = await readFile(file, 'utf8').catch(() => undefined);
    const parsed = text === undefined ? undefined : parseMetadata(text);
    if (parsed) found.push(parsed);
  }
  return dedupe(found);
}

/** The `Name:` and `Version:` headers of a core-metadata file (RFC 822 style, headers first). */
export function parseMetadata(text: string): InstalledDistribution | undefined {
  const headers = text.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const field = (key: string) =>
    new RegExp(`^${key}:[ \\t]*(\\S.*?)\\s*$`, 'im').exec(headers)?.[1];
  const name = field('Name');
  const version = field('Version');
  return name && version ? { name: normalizeDistribution(name), version } : undefined;
}

/** One row per name: an environment can hold a stale second copy; the first on the path wins. */
function dedupe(found: InstalledDistribution[]): InstalledDistribution[] {
  const seen = new Set<string>();
  return found
    .filter((d) => !seen.has(d.name) && Boolean(seen.add(d.name)))
    .sort((a, b) => a.name.localeCompare(b.name));
}
