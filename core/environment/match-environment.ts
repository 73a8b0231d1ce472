import type { Docset } from '../catalog/docset.ts';
import { pinnedId } from '../catalog/docset-version.ts';
import type { SiteVersion } from '../sources/versions/site-versions/site-version.ts';
import type { InstalledDistribution } from './read-installed.ts';
import type { VersionFit } from './pick-version.ts';
import { pickVersion } from './pick-version.ts';

/** One installed distribution a catalog docset documents, and the docs chosen for it. */
export interface EnvironmentMatch {
  package: string;
  installed: string;
  /** The catalog's docset for the package (its own entry, not a pinned version). */
  docset: Docset;
  /** The documented version chosen, how, and where its docs start; absent when none fits. */
  pick?: { version: string; fit: VersionFit; url: string };
  /** The docset id that holds those docs: the catalog's own when its entry is that version. */
  target: string;
  /** Where the documented versions came from, or why none could be compared. */
  versionsFrom: string;
}

export interface MatchDeps {
  /** The versions the docset's site offers (folio versions), or undefined when it lists none. */
  siteVersions: (docset: Docset) => Promise<{ from: string; versions: SiteVersion[] } | undefined>;
}

/**
 * Maps an environment's installed distributions to the catalogs' docsets by their Package cells,
 * and picks for each the documented version closest to the installed one (see pickVersion). A
 * docset whose site lists no versions is matched at its own entry, and says so.
 */
export async function matchEnvironment(
  installed: readonly InstalledDistribution[],
  docsets: readonly Docset[],
  deps: MatchDeps,
): Promise<EnvironmentMatch[]> {
  const byPackage = new Map<string, Docset>();
  for (const docset of docsets) {
    if (docset.pinned) continue;
    for (const name of docset.packages ?? []) if (!byPackage.has(name)) byPackage.set(name, docset);
  }
  const matches: EnvironmentMatch[] = [];
  for (const dist of installed) {
    const docset = byPackage.get(dist.name);
    if (!docset) continue;
    const base = { package: dist.name, installed: dist.version, docset, target: docset.id };
    const list = await deps.siteVersions(docset);
    if (!list) {
      matches.push({ ...base, versionsFrom: 'the site lists no versions: its entry’s docs' });
      continue;
    }
    const picked = pickVersion(
      dist.version,
      list.versions.map((v) => v.version),
    );
    const site = picked && list.versions.find((v) => v.version === picked.version);
    if (!picked || !site) {
      matches.push({ ...base, versionsFrom: `${list.from}: no numbered version to compare` });
      continue;
    }
    const folder = (url: string) => new URL('./', url).href;
    const own = folder(docset.entryUrl) === folder(site.url);
    const pinned = docsets.find(
      (d) => d.pinned?.of === docset.id && d.pinned.version === site.version,
    );
    matches.push({
      ...base,
      pick: { version: site.version, fit: picked.fit, url: site.url },
      target: own ? docset.id : (pinned?.id ?? pinnedId(docset.id, site.version)),
      versionsFrom: list.from,
    });
  }
  return matches;
}
