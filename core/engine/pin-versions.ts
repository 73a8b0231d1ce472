import type { CatalogProblem, Docset } from '../catalog/docset.ts';
import { pinnedId } from '../catalog/docset-version.ts';
import type { DocsetOverrides } from '../sources/overrides/docset-overrides.ts';
import { versionRoot } from '../sources/versions/version-root.ts';

export interface PinnedCatalog {
  docsets: Docset[];
  overrides: Map<string, DocsetOverrides>;
  problems: CatalogProblem[];
}

/**
 * Adds a docset per version a catalog row (Versions cell) or its overrides (`sideBySide`) name:
 * `deepspeed@0.14`, entered at the entry's version directory swapped for that version, and
 * sharing the docset's overrides with their prefixes moved to that version too. A row written
 * for one version (`DeepSpeed@0.14`, by `folio add --version`) shares its docset's overrides the
 * same way. Each is then an ordinary docset: synced, searched, exported and removed by its id.
 */
export function pinVersions(
  docsets: readonly Docset[],
  overrides: ReadonlyMap<string, DocsetOverrides>,
  /** The catalog line of a docset's row, for the problems this reports. */
  lineOf: (id: string) => number = () => 0,
): PinnedCatalog {
  const out: Docset[] = [];
  const shared = new Map(overrides);
  const problems: CatalogProblem[] = [];
  const taken = new Set(docsets.map((d) => d.id));
  for (const docset of docsets) {
    out.push(docset);
    if (docset.pinned) {
      const own = overrides.get(docset.pinned.of);
      if (own) shared.set(docset.id, forVersion(own, docset.pinned.version));
      continue;
    }
    const own = overrides.get(docset.id) ?? {};
    const versions = [...new Set([...(docset.versions ?? []), ...(own.sideBySide ?? [])])];
    for (const version of versions) {
      const id = pinnedId(docset.id, version);
      // A row of its own for this version (its own entry URL) says it better than a derived one.
      if (taken.has(id)) continue;
      const entryUrl = versionEntry(docset.entryUrl, version);
      if (entryUrl === undefined) {
        problems.push({
          file: docset.catalog,
          line: lineOf(docset.id),
          message: `${docset.name}: cannot tell where version "${version}" lives (${docset.entryUrl} has no version in its path); add it with folio add URL --version ${version}`,
        });
        continue;
      }
      taken.add(id);
      // Neither the version list nor the llms.txt (which indexes the entry's version) carries over.
      const rest: Docset = { ...docset };
      delete rest.versions;
      delete rest.llmsTxtUrl;
      // Named as a row `folio add --version` writes: the docset list tells the two apart.
      const name = `${docset.name}@${version}`;
      out.push({ ...rest, id, name, entryUrl, pinned: { version, of: docset.id } });
      shared.set(id, forVersion(own, version));
    }
  }
  return { docsets: out, overrides: shared, problems };
}

/**
 * Where one version of the docs starts: the entry's version directory swapped (`/en/latest/` →
 * `/en/0.14/`), or Read the Docs' `/en/<version>/` under a bare project root, which is where
 * that host puts every version. Undefined when the entry says nothing of where versions live.
 */
export function versionEntry(entryUrl: string, version: string): string | undefined {
  const swapped = versionRoot(entryUrl, version);
  if (swapped !== undefined) return swapped;
  const url = new URL(entryUrl);
  const readTheDocs = /\.(?:readthedocs\.io|readthedocs-hosted\.com)$/i.test(url.hostname);
  if (readTheDocs && url.pathname === '/')
    return `${url.origin}/en/${encodeURIComponent(version)}/`;
  return undefined;
}

/**
 * The docset's overrides for one of its versions: extra prefixes inside a version directory
 * move to that version (DeepSpeed's API reference at `/en/latest/` → `/en/0.14/`), and the
 * version lists go, since this docset is that one version.
 */
function forVersion(own: DocsetOverrides, version: string): DocsetOverrides {
  const rest: DocsetOverrides = { ...own };
  delete rest.versions;
  delete rest.sideBySide;
  if (!rest.extraPrefixes) return rest;
  return {
    ...rest,
    extraPrefixes: rest.extraPrefixes.map((prefix) => versionRoot(prefix, version) ?? prefix),
  };
}
