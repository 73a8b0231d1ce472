import type { DocsetChanges, DocsetSummary } from '../../../../core/api/folio-api.ts';
import { relativeTime } from '../../lib/format.ts';
import { pageHref } from '../../lib/route.ts';
import { AlertIcon } from '../common/icons.tsx';

interface Props {
  changes: readonly DocsetChanges[] | null;
  docsets: readonly DocsetSummary[];
  now: number;
}

function summary(c: DocsetChanges): string {
  const parts = [
    c.counts.added > 0 && `${c.counts.added} new`,
    c.counts.changed > 0 && `${c.counts.changed} changed`,
    c.counts.removed > 0 && `${c.counts.removed} removed`,
  ].filter(Boolean);
  return `${parts.join(', ')} ${c.counts.added + c.counts.changed + c.counts.removed === 1 ? 'page' : 'pages'}`;
}

/**
 * Docsets whose last sync changed pages (what is new to read), and those that may be out of date
 * or failed: the reasons to open the sync panel, on the screen people start from.
 */
export function DocsetUpdates({ changes, docsets, now }: Props) {
  if (changes === null) return null;
  const byId = new Map(docsets.map((d) => [d.id, d]));
  const updated = changes.filter(
    (c, i) =>
      byId.has(c.docset) &&
      changes.findIndex((other) => other.docset === c.docset) === i &&
      c.run !== null &&
      c.counts.added + c.counts.changed + c.counts.removed > 0,
  );
  // One line per docset: one its last run updated is listed for that, and one syncing now is
  // neither out of date nor failed yet.
  const listed = new Set(updated.map((c) => c.docset));
  const troubled = docsets.filter(
    (d) => d.pages > 0 && !d.syncing && !listed.has(d.id) && (d.stale || d.lastError),
  );
  if (updated.length === 0 && troubled.length === 0) return null;
  return (
    <section className="library-section" aria-labelledby="home-updates">
      <h2 id="home-updates">Docsets with updates</h2>
      <ul className="home-list">
        {updated.map((c) => {
          const docset = byId.get(c.docset);
          if (docset === undefined) return null;
          const first = c.added[0] ?? c.changed[0];
          return (
            <li key={c.docset}>
              <a href={pageHref(first?.url ?? docset.entryUrl)}>
                <span className="home-item-title">{docset.name}</span>
                <span className="small muted">
                  {summary(c)} · {c.run && relativeTime(c.run.finishedAt, now)}
                </span>
              </a>
            </li>
          );
        })}
        {troubled.map((d) => (
          <li key={`${d.id}-trouble`}>
            <a href={pageHref(d.entryUrl)}>
              <span className="home-item-title">{d.name}</span>
              <span className="small muted">
                <AlertIcon /> {d.lastError ? 'last sync failed' : 'may be out of date'}
                {d.lastOkSyncAt && ` · synced ${relativeTime(d.lastOkSyncAt, now)}`}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
