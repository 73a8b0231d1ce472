import { useEffect, useRef, useState } from 'react';
import type { TocEntry } from '../../../../core/api/folio-api.ts';
import { pageHref, splitFragment } from '../../lib/route.ts';
import { ChevronIcon } from '../common/icons.tsx';

/** The entries from a root down to the one for `url`, so the tree opens where the reader is. */
function pathTo(entries: readonly TocEntry[], url: string): TocEntry[] {
  for (const entry of entries) {
    if (entry.url !== null && splitFragment(entry.url)[0] === url) return [entry];
    const below = pathTo(entry.children, url);
    if (below.length > 0) return [entry, ...below];
  }
  return [];
}

function TocNode({
  entry,
  path,
  current,
}: {
  entry: TocEntry;
  path: ReadonlySet<TocEntry>;
  current: TocEntry | undefined;
}) {
  const [open, setOpen] = useState(() => path.has(entry));
  const hasChildren = entry.children.length > 0;
  // One row is current even when several point into the page (a README and its chapters).
  const isCurrent = entry === current;
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isCurrent) row.current?.scrollIntoView({ block: 'center' });
  }, [isCurrent]);
  return (
    <li className="toc-node">
      <div ref={row} className={`toc-row${isCurrent ? ' is-current' : ''}`}>
        {hasChildren ? (
          <button
            type="button"
            className="toc-toggle"
            aria-expanded={open}
            aria-label={`${open ? 'Collapse' : 'Expand'} ${entry.title}`}
            onClick={() => setOpen(!open)}
          >
            <ChevronIcon />
          </button>
        ) : (
          <span className="toc-toggle-spacer" />
        )}
        {entry.url !== null ? (
          <a
            href={pageHref(entry.url)}
            aria-current={isCurrent ? 'page' : undefined}
            title={entry.title}
          >
            {entry.title}
          </a>
        ) : (
          <button type="button" className="toc-group" onClick={() => setOpen(!open)}>
            {entry.title}
          </button>
        )}
      </div>
      {hasChildren && open && <TocList entries={entry.children} path={path} current={current} />}
    </li>
  );
}

function TocList({
  entries,
  path,
  current,
}: {
  entries: readonly TocEntry[];
  path: ReadonlySet<TocEntry>;
  current: TocEntry | undefined;
}) {
  return (
    <ul className="toc-list">
      {entries.map((entry, i) => (
        <TocNode
          key={`${i}:${entry.url ?? entry.title}`}
          entry={entry}
          path={path}
          current={current}
        />
      ))}
    </ul>
  );
}

/** A docset's table of contents; children render only once their branch is opened. */
export function TocTree({
  entries,
  currentUrl,
}: {
  entries: readonly TocEntry[];
  currentUrl: string;
}) {
  const trail = pathTo(entries, currentUrl);
  return <TocList entries={entries} path={new Set(trail)} current={trail.at(-1)} />;
}
