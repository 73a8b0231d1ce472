import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Docset } from '../catalog/docset.ts';
import { removeCatalogRow } from '../catalog/edit-catalog.ts';
import type { Cache } from '../store/open-cache.ts';
import { purgeDocset } from '../store/purge-docset.ts';

/** Why a docset cannot be removed; nothing was changed. */
export class RemoveRefusal extends Error {}

/**
 * Takes a docset out of the user's catalog and, with `purge`, its pages out of the cache. A
 * docset from another catalog (a seed) can only be purged: its file is not the user's to edit.
 */
export function removeDocset(
  request: { id: string; purge?: boolean },
  context: { userCatalog: string; known: readonly Docset[]; cache?: Cache },
): { removedFromCatalog: boolean; purgedPages?: number } {
  const { id } = request;
  const file = context.userCatalog;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const without = removeCatalogRow(text, id, file);
  if (without === undefined) {
    const elsewhere = context.known.find((d) => d.id === id);
    const cached = context.cache?.db.prepare('SELECT 1 FROM docsets WHERE id = ?').get(id);
    if (!request.purge || (!elsewhere && !cached)) {
      throw new RemoveRefusal(
        elsewhere
          ? `"${id}" comes from ${elsewhere.catalog}, not your catalog (${file}): edit that file, or purge to drop its pages from the cache`
          : `no docset "${id}" in your catalog (${file})`,
      );
    }
  } else {
    writeFileSync(file, without);
  }
  if (!request.purge || !context.cache) return { removedFromCatalog: without !== undefined };
  const purgedPages = purgeDocset(context.cache.db, id);
  return { removedFromCatalog: without !== undefined, purgedPages };
}
