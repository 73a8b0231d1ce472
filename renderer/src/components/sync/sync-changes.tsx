import type { ChangedPageSummary, DocsetChanges } from '../../../../core/api/folio-api.ts';
import { formatDate, relativeTime } from '../../lib/format.ts';
import { pageHref } from '../../lib/route.ts';

const kinds = [
  ['added', 'Added'],
  ['changed', 'Changed'],
  ['removed', 'Removed'],
] as const;

function countsText({ counts }: DocsetChanges): string {
  const parts = [
    counts.added && `${counts.added} added`,
    counts.changed && `${counts.changed} changed`,
    counts.removed && `${counts.removed} removed`,
    counts.failed && `${counts.failed} failed`,
  ].filter(Boolean);
  return parts.join(' · ') || 'nothing changed';
}

function PageList({
  label,
  pages,
  total,
}: {
  label: string;
  pages: ChangedPageSummary[];
  total: number;
}) {
  if (total === 0) return null;
  return (
    <details className="changes-kind">
      <summary>
        {label} ({total.toLocaleString()})
      </summary>
      <ul>
        {pages.map((p) => (
          <li key={p.url}>
            <a href={pageHref(p.url)} title={p.url}>
              {p.title || p.url}
            </a>
          </li>
        ))}
        {/* The engine sends the first few hundred of a large run; the count says how many. */}
        {total > pages.length && (
          <li className="muted small">and {(total - pages.length).toLocaleString()} more</li>
        )}
      </ul>
    </details>
  );
}

/** Per docset, the pages the last completed sync (or import) added, changed and removed. */
export function SyncChanges({
  changes,
  error,
  names,
  now,
}: {
  changes: DocsetChanges[] | null;
  error: string | null;
  names: ReadonlyMap<string, string>;
  now: number;
}) {
  const ran = (changes ?? []).filter((c) => c.run !== null);
  return (
    <section aria-label="What changed since the last sync">
      <h3 className="panel-heading">What changed since the last sync</h3>
      {error && <p className="error small">{error}</p>}
      {changes !== null && ran.length === 0 && !error && (
        <p className="muted small">No docset has finished a sync yet.</p>
      )}
      <ul className="changes-list">
        {ran.map((c) => (
          <li key={c.docset} className="changes-item">
            <details>
              <summary>
                <span className="summary-name">{names.get(c.docset) ?? c.docset}</span>{' '}
                <span className="small muted">
                  {countsText(c)} ·{' '}
                  <time dateTime={c.run!.finishedAt} title={formatDate(c.run!.finishedAt)}>
                    {c.run!.kind === 'import' ? 'imported ' : ''}
                    {relativeTime(c.run!.finishedAt, now)}
                  </time>
                  {c.run!.outcome !== 'ok' && ` (${c.run!.outcome})`}
                </span>
              </summary>
              {kinds.map(([kind, label]) => (
                <PageList key={kind} label={label} pages={c[kind]} total={c.counts[kind]} />
              ))}
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
