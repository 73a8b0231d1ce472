import type { Database } from 'better-sqlite3';
import { splitDocsetId } from '../catalog/docset-version.ts';
import { statement } from './statement.ts';

/** A docset of one family the cache holds pages of, and the versions it stands for. */
export interface MirroredVersion {
  id: string;
  entryUrl: string;
  /** The version its id pins, then those its pages carry (`latest`, `0.14.0`), most pages first. */
  versions: string[];
}

/** Every mirrored docset of a family (`deepspeed`, `deepspeed@0.14`), with its versions. */
export function readMirroredVersions(db: Database, family: string): MirroredVersion[] {
  const rows = statement(
    db,
    `SELECT d.id AS id, d.entry_url AS entryUrl, p.version AS version, COUNT(*) AS n
       FROM docsets d JOIN pages p ON p.docset_id = d.id AND p.status = 'ok'
      WHERE d.id = ? OR d.id LIKE ? ESCAPE '\\'
      GROUP BY d.id, p.version ORDER BY d.id, n DESC`,
  ).all(family, `${family.replace(/[\\%_]/g, '\\$&')}@%`) as Array<{
    id: string;
    entryUrl: string;
    version: string | null;
  }>;
  const byId = new Map<string, MirroredVersion>();
  for (const row of rows) {
    let entry = byId.get(row.id);
    if (!entry) {
      const pinned = splitDocsetId(row.id).version;
      entry = { id: row.id, entryUrl: row.entryUrl, versions: pinned ? [pinned] : [] };
      byId.set(row.id, entry);
    }
    if (row.version !== null && !entry.versions.includes(row.version))
      entry.versions.push(row.version);
  }
  return [...byId.values()];
}
