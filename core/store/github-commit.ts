import type { Database } from 'better-sqlite3';
import { statement } from './statement.ts';

/** The commit a GitHub docset was last mirrored at: unchanged means nothing to fetch. */
export function readGithubCommit(db: Database, docsetId: string): string | undefined {
  return statement(db, 'SELECT sha FROM github_commits WHERE docset_id = ?')
    .pluck()
    .get(docsetId) as string | undefined;
}

export function writeGithubCommit(
  db: Database,
  docsetId: string,
  repo: string,
  sha: string,
  at: string,
): void {
  statement(
    db,
    `INSERT INTO github_commits (docset_id, repo, sha, checked_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (docset_id) DO UPDATE SET repo = excluded.repo, sha = excluded.sha,
       checked_at = excluded.checked_at`,
  ).run(docsetId, repo, sha, at);
}
