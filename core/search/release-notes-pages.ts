import type { Database } from 'better-sqlite3';
import type { SectionDetail } from '../store/section-details.ts';
import { statement } from '../store/statement.ts';
import { isReleaseNotes } from './release-notes.ts';

/**
 * Headings read of a page: a changelog's first ones are releases as much as its later ones, and
 * a reference page may have hundreds (stdtypes.html), read for every keyword search.
 */
const HEADINGS_READ = 40;

/** What is read of a hit's page to tell release notes. */
type PageOfHit = Pick<SectionDetail, 'pageId' | 'title' | 'url'>;

/**
 * Which of these pages are release notes: by title and URL first, and only the rest by their
 * first headings, read in one statement.
 */
export function releaseNotesPages(db: Database, pages: readonly PageOfHit[]): Set<number> {
  const found = new Set<number>();
  const unsure: PageOfHit[] = [];
  for (const d of pages) {
    if (isReleaseNotes({ title: d.title, url: d.url, headings: [] })) found.add(d.pageId);
    else unsure.push(d);
  }
  if (unsure.length === 0) return found;
  const headings = new Map<number, string[]>(unsure.map((d) => [d.pageId, []]));
  const rows = statement(
    db,
    `SELECT page_id AS pageId, heading FROM sections
      WHERE page_id IN (SELECT value FROM json_each(?)) AND ord < ${HEADINGS_READ}`,
  ).all(JSON.stringify([...headings.keys()])) as Array<{ pageId: number; heading: string }>;
  for (const r of rows) headings.get(r.pageId)!.push(r.heading);
  for (const d of unsure) {
    if (isReleaseNotes({ title: d.title, url: d.url, headings: headings.get(d.pageId)! })) {
      found.add(d.pageId);
    }
  }
  return found;
}
