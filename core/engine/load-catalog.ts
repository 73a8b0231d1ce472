import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Catalog } from '../api/catalog.ts';
import { loadCatalogs } from '../catalog/load-catalogs.ts';
import type { DocsetOverrides } from '../sources/overrides/docset-overrides.ts';
import { overridesPathFor } from '../sources/overrides/docset-overrides.ts';
import { loadOverrides } from '../sources/overrides/load-overrides.ts';
import { pinVersions } from './pin-versions.ts';

/** Reads the catalog files in order, then the overrides file beside each one that lists docsets. */
export async function loadCatalog(files: readonly string[]): Promise<Catalog> {
  const { docsets, problems: skipped, rows } = await loadCatalogs([...files]);
  const problems = skipped.map((p) => ({ ...p, message: `${p.message} (row skipped)` }));
  const overrides = new Map<string, DocsetOverrides>();
  for (const catalog of new Set(docsets.map((d) => d.catalog))) {
    const ids = new Set(docsets.filter((d) => d.catalog === catalog).map((d) => d.id));
    const parsed = await loadOverrides(overridesPathFor(catalog), ids);
    problems.push(...parsed.problems);
    for (const [id, value] of parsed.overrides) overrides.set(id, value);
  }
  const pinned = pinVersions(docsets, overrides, (id) => rows.get(id)?.line ?? 0);
  problems.push(...pinned.problems);
  return { docsets: pinned.docsets, overrides: pinned.overrides, problems };
}

/** The `*.md` catalogs of a folder (the app's seeds/), sorted; none when the folder is missing. */
export async function listCatalogFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(dir, name));
}
