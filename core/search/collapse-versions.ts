import type { Database } from 'better-sqlite3';
import { detectVersion, versionLabel } from '../sources/versions/detect-version.ts';
import { versionSegment } from '../sources/versions/version-root.ts';
import { statement } from '../store/statement.ts';

/** What collapseVersions needs of a hit: SearchHit's fields plus the page's stored version. */
export interface VersionedHit {
  docset: string;
  url: string;
  anchor: string;
  heading: string;
  version?: string;
  otherVersions?: string[];
}

/**
 * Folds the hits of one section found in several versions of a docset into one: a docset with
 * `versions` in its overrides holds near-identical copies of most pages, and each would otherwise
 * take a place in the results. The same section is the same docset, path (version directory
 * aside), anchor and heading. The hit kept is the docset's own version's when the group has one,
 * else the best-ranked; it lists the versions folded into it, newest first. Order is the best rank
 * of a group.
 */
export function collapseVersions<T extends VersionedHit>(db: Database, hits: readonly T[]): T[] {
  if (!hits.some((h) => h.version !== undefined)) return [...hits];
  const groups = new Map<string, T[]>();
  for (const hit of hits) {
    const key = JSON.stringify([hit.docset, versionless(hit.url), hit.anchor, hit.heading]);
    const group = groups.get(key);
    if (group) group.push(hit);
    else groups.set(key, [hit]);
  }
  const own = new Map<string, string | undefined>();
  const ownVersion = (docset: string) => {
    if (!own.has(docset)) own.set(docset, defaultVersion(db, docset));
    return own.get(docset);
  };
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    if (group.length === 1) return first;
    const preferred = ownVersion(first.docset);
    const kept = group.find((h) => h.version === preferred) ?? first;
    const others = group.filter((h) => h !== kept).flatMap((h) => h.version ?? []);
    // Newest first, whichever copy the crawl happened to store first.
    const newest = [...new Set(others)].sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
    return { ...kept, otherVersions: newest };
  });
}

/** The URL with its version directory blanked: `/en/2.4.0/a.html` and `/en/latest/a.html` meet. */
function versionless(url: string): string {
  const at = versionSegment(url);
  if (at === undefined) return url;
  const parsed = new URL(url);
  const segments = parsed.pathname.split('/').filter((s) => s !== '');
  segments[at.index] = '';
  return `${parsed.origin}/${segments.join('/')}`;
}

/**
 * The docset's own version (the one its entry leads to): named by the entry URL when it has one,
 * else that of the first page stored, which is where the entry landed on the first sync (listed
 * versions are queued only once the entry has landed).
 */
function defaultVersion(db: Database, docset: string): string | undefined {
  const entry = statement(db, 'SELECT entry_url FROM docsets WHERE id = ?').pluck().get(docset) as
    string | undefined;
  const named = entry === undefined ? undefined : versionLabel(detectVersion(entry));
  if (named !== undefined) return named;
  const first = statement(
    db,
    `SELECT version FROM pages WHERE docset_id = ? AND status = 'ok' ORDER BY id LIMIT 1`,
  )
    .pluck()
    .get(docset) as string | null | undefined;
  return first ?? undefined;
}
