import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { slugify } from '../../core/catalog/slugify.ts';
import type { SiteExpectations } from './replica.ts';

export const seedCatalog = new URL('../../seeds/distributed-training.md', import.meta.url);

export interface ReplicaCatalog {
  catalog: string;
  overrides: string;
}

/**
 * Writes `catalog.md` and `catalog.overrides.json` into `dir`: the default catalog itself, word for
 * word, with only each row's Docs cell pointed at its replica, so what gets synced is exactly
 * what a new user's `folio sync` reads (sections, names, one-liners, the Gotchas text).
 */
export function writeReplicaCatalog(
  dir: string,
  expectations: readonly SiteExpectations[],
): ReplicaCatalog {
  const byId = new Map(expectations.map((e) => [e.docsetId, e]));
  const unused = new Set(byId.keys());
  const lines = readFileSync(seedCatalog, 'utf8')
    .split('\n')
    .map((line) => {
      // Tool, one line, Docs, then whatever columns follow (Package), kept as they are.
      const cells = /^\|([^|]+)\|([^|]+)\|([^|]+)\|(.*)$/.exec(line);
      const e = cells ? byId.get(slugify(cells[1]!)) : undefined;
      if (!cells || !e) return line;
      unused.delete(e.docsetId);
      const docs = `<${e.entryUrl}>` + (e.llmsTxtUrl ? ` — llms.txt: <${e.llmsTxtUrl}>` : '');
      return `|${cells[1]}|${cells[2]}| ${docs} |${cells[4]}`;
    });
  // A renamed seed row would otherwise sync the real site instead of its replica.
  if (unused.size > 0) {
    throw new Error(`the seed catalog has no row for: ${[...unused].join(', ')}`);
  }
  const overrides = Object.fromEntries(
    expectations
      .filter((e) => e.extraScopePrefixes ?? e.imageHosts)
      .map((e) => [e.docsetId, { extraPrefixes: e.extraScopePrefixes, imageHosts: e.imageHosts }]),
  );
  mkdirSync(dir, { recursive: true });
  const catalog = join(dir, 'catalog.md');
  const overridesFile = join(dir, 'catalog.overrides.json');
  writeFileSync(catalog, lines.join('\n'));
  writeFileSync(overridesFile, `${JSON.stringify(overrides, null, 2)}\n`);
  return { catalog, overrides: overridesFile };
}
