import type { Database } from 'better-sqlite3';
import { readLineage } from '../store/read-lineage.ts';
import { BundleError } from './bundle-error.ts';
import type { BundleManifest } from './bundle-manifest.ts';

/**
 * An incremental bundle carries only what changed since its base: applied anywhere else it would
 * leave a docset claiming to be current while missing pages. Each of its docsets must already be
 * at least at the base snapshot of the same source cache (as recorded by earlier imports).
 * `db` is undefined when the cache does not exist yet.
 */
export function checkLineage(db: Database | undefined, manifest: BundleManifest): void {
  const behind: string[] = [];
  for (const docset of manifest.docsets) {
    if (docset.base === null) continue;
    const have = db ? readLineage(db, docset.id, manifest.source) : undefined;
    if (have && have.snapshotAt >= docset.base) continue;
    behind.push(
      `${docset.id} (this cache has ${have ? `that source's state of ${have.snapshotAt}` : 'nothing from that source'})`,
    );
  }
  if (behind.length === 0) return;
  const base = manifest.base;
  const needed = base?.bundleId
    ? `bundle ${base.bundleId} (snapshot of ${base.since})`
    : `a bundle of that cache made at or after ${base?.since ?? '?'}`;
  throw new BundleError(
    `it is an incremental bundle that applies on top of ${needed}, from cache ${manifest.source}; ` +
      `import that first (or a full bundle): needed for ${behind.join(', ')}`,
  );
}
