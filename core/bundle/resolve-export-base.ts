import { BundleError } from './bundle-error.ts';
import type { BundleManifest } from './bundle-manifest.ts';
import { openBundle } from './open-bundle.ts';
import type { DocsetPlan } from './prune-bundle.ts';

export type ExportSince = { bundleFile: string } | { date: Date };

/**
 * What an export carries of each docset and what it applies on top of. `--since` an earlier
 * bundle uses that bundle's snapshot time (the bundle must come from this same cache: another
 * cache's times say nothing about this one's pages); `--since` a date uses the date. Pages are
 * taken from `overlapMs` before that, so none committed around the snapshot is missed.
 */
export function resolveExportBase(
  since: ExportSince | undefined,
  source: string,
  chosen: readonly string[],
  overlapMs: number,
): { plan: DocsetPlan[]; base: BundleManifest['base'] } {
  const cutoff = (at: string): string => new Date(Date.parse(at) - overlapMs).toISOString();
  if (!since) return { plan: chosen.map((id) => ({ id, cutoff: null })), base: null };
  if ('date' in since) {
    const at = since.date.toISOString();
    return {
      plan: chosen.map((id) => ({ id, cutoff: cutoff(at) })),
      base: { bundleId: null, since: at },
    };
  }
  let previous: BundleManifest;
  try {
    const opened = openBundle(since.bundleFile);
    previous = opened.manifest;
    opened.close();
  } catch (error) {
    throw new BundleError(`--since ${since.bundleFile}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (previous.source !== source) {
    throw new BundleError(
      `--since ${since.bundleFile}: that bundle was exported from another cache; use a bundle made from this one, or a date`,
    );
  }
  const inBase = new Set(previous.docsets.map((d) => d.id));
  return {
    // A docset the base did not carry travels whole.
    plan: chosen.map((id) => ({ id, cutoff: inBase.has(id) ? cutoff(previous.snapshotAt) : null })),
    base: { bundleId: previous.bundleId, since: previous.snapshotAt },
  };
}
