import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Docset } from '../catalog/docset.ts';
import { addCatalogRow } from '../catalog/edit-catalog.ts';

export interface PinnedRow {
  /** The catalog docset it is a version of. */
  of: Docset;
  version: string;
  /** Where that version's docs start, as the site's version list says. */
  entryUrl: string;
  /** Why it was added, kept in the row's one line. */
  reason: string;
}

/**
 * Writes one row per version to the user's catalog (`DeepSpeed@0.14.0`, as `folio add --version`
 * does), so later syncs keep those versions. The caller passes only versions no catalog has.
 */
export function addPinnedRows(userCatalog: string, rows: readonly PinnedRow[]): void {
  if (rows.length === 0) return;
  mkdirSync(dirname(userCatalog), { recursive: true });
  let text = existsSync(userCatalog) ? readFileSync(userCatalog, 'utf8') : '';
  for (const row of rows) {
    text = addCatalogRow(text, {
      name: `${row.of.name}@${row.version}`,
      description: `${row.of.description || row.of.name} (${row.reason})`,
      entryUrl: row.entryUrl,
      section: row.of.section,
    });
  }
  writeFileSync(userCatalog, text);
}
