import type { Database } from 'better-sqlite3';
import { statement } from './statement.ts';

export interface SectionDetail {
  id: number;
  ord: number;
  anchor: string;
  heading: string;
  level: number;
  pageId: number;
  docset: string;
  title: string;
  url: string;
  version: string | null;
  fetchedAt: string;
}

/**
 * What a search shows of each ranked section, for all of them in one statement: forty separate
 * lookups were a measurable share of a search. Order is the ids' order.
 */
export function readSectionDetails(db: Database, ids: readonly number[]): SectionDetail[] {
  if (ids.length === 0) return [];
  const rows = statement(
    db,
    `SELECT s.id, s.ord, s.anchor, s.heading, s.level, p.id AS pageId, p.docset_id AS docset, p.title,
       p.url, p.version, p.fetched_at AS fetchedAt
     FROM json_each(?) j JOIN sections s ON s.id = j.value JOIN pages p ON p.id = s.page_id
     ORDER BY j.key`,
  ).all(JSON.stringify(ids)) as SectionDetail[];
  return rows;
}
