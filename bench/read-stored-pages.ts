import { execFile } from 'node:child_process';
import { join } from 'node:path';

/**
 * Pages the cache holds, summed over docsets, from `folio status --json` (a stable CLI
 * contract), so the report can show whether the sync mirrored the whole site.
 */
export async function readStoredPages(repo: string, cache: string): Promise<number | undefined> {
  const stdout = await new Promise<string>((resolve) =>
    execFile(
      join(repo, 'bin', 'folio'),
      ['status', '--cache', cache, '--json'],
      { cwd: repo, maxBuffer: 16 * 1024 * 1024 },
      (error, out) => resolve(error ? '' : out),
    ),
  );
  try {
    const rows: unknown = JSON.parse(stdout);
    if (!Array.isArray(rows)) return undefined;
    return rows.reduce<number>((sum, row: { pages?: unknown }) => {
      return sum + (typeof row.pages === 'number' ? row.pages : 0);
    }, 0);
  } catch {
    return undefined;
  }
}
