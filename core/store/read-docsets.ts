import type { Database } from 'better-sqlite3';
import type { Docset } from '../catalog/docset.ts';
import { statement } from './statement.ts';

/**
 * The docsets the cache knows, as the catalog described them when they were synced: commands
 * that only read (serve, search, a copied cache on a cluster) need no catalog file.
 */
export function readDocsets(db: Database): Docset[] {
  const rows = statement(
    db,
    `SELECT id, name, section, description, entry_url AS entryUrl, llms_txt_url AS llmsTxtUrl,
       coalesce(catalog, '') AS catalog
     FROM docsets ORDER BY rowid`,
  ).all() as Array<Omit<Docset, 'llmsTxtUrl'> & { llmsTxtUrl: string | null }>;
  return rows.map(({ llmsTxtUrl, ...rest }) =>
    llmsTxtUrl === null ? rest : { ...rest, llmsTxtUrl },
  );
}
