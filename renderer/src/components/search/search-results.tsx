import { memo, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { SearchHit } from '../../../../core/search/search-cache.ts';
import { shortUrl } from '../../lib/format.ts';
import { versionChip } from '../../lib/version-chip.ts';
import { Snippet } from './snippet.tsx';

interface Props {
  id: string;
  hits: readonly SearchHit[];
  active: number;
  docsetNames: ReadonlyMap<string, string>;
  message: string | null;
  /** The list holds the first page of hits and there may be more. */
  canShowAll: boolean;
  onShowAll: () => void;
  onHover: (index: number) => void;
  /** Opens the hit, or another section of its page (`anchor`, one of its `more`). */
  onOpen: (hit: SearchHit, options?: OpenOptions) => void;
}

export interface OpenOptions {
  /** Ctrl/Cmd+click, a middle click or Ctrl/Cmd+Enter: open behind, keep the results open. */
  newTab?: boolean;
  anchor?: string;
}

export function hitOptionId(listId: string, index: number): string {
  return `${listId}-${index}`;
}

/** Ranked hits: docset, page › section, and the words that matched. */
export function SearchResults({
  id,
  hits,
  active,
  docsetNames,
  message,
  canShowAll,
  onShowAll,
  onHover,
  onOpen,
}: Props) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  // One handler for every row, whatever the caller passes this render: rows that did not change
  // are then not rendered again (see HitRow).
  const latestOpen = useRef(onOpen);
  useLayoutEffect(() => {
    latestOpen.current = onOpen;
  });
  const open = useCallback(
    (hit: SearchHit, options?: OpenOptions) => latestOpen.current(hit, options),
    [],
  );

  return (
    // Clicks must not blur the input before they land.
    <div className="search-popover" onMouseDown={(event) => event.preventDefault()}>
      {message && <p className="search-message">{message}</p>}
      {hits.length > 0 && (
        <ul ref={list} id={id} role="listbox" aria-label="Search results" className="hits">
          {hits.map((hit, index) => (
            <HitRow
              key={`${hit.url}#${hit.anchor}`}
              hit={hit}
              index={index}
              optionId={hitOptionId(id, index)}
              selected={index === active}
              docsetName={docsetNames.get(hit.docset) ?? hit.docset}
              onHover={onHover}
              onOpen={open}
            />
          ))}
        </ul>
      )}
      {canShowAll && (
        <button type="button" className="search-show-all" onClick={onShowAll}>
          Show all results
        </button>
      )}
      <p className="search-hints" aria-hidden="true">
        <kbd>↑</kbd> <kbd>↓</kbd> to move · <kbd>Enter</kbd> to open · <kbd>Ctrl Enter</kbd> in a
        new tab · <kbd>Esc</kbd> to close · <kbd>docset:</kbd> to scope
      </p>
    </div>
  );
}

interface HitRowProps {
  hit: SearchHit;
  index: number;
  optionId: string;
  selected: boolean;
  docsetName: string;
  onHover: (index: number) => void;
  onOpen: (hit: SearchHit, options?: OpenOptions) => void;
}

/**
 * One hit. Memoised: a keystroke renders the list up to three times (the typed text, the pending
 * state, the answer), and an arrow key moves the selection; only rows whose hit or selection
 * changed render again, so an answer that keeps most hits costs little more than the new ones.
 */
const HitRow = memo(function HitRow({
  hit,
  index,
  optionId,
  selected,
  docsetName,
  onHover,
  onOpen,
}: HitRowProps) {
  const versions = versionChip(hit);
  return (
    <li
      id={optionId}
      role="option"
      aria-selected={selected}
      className="hit"
      onMouseMove={() => !selected && onHover(index)}
      onClick={(event) => onOpen(hit, { newTab: event.ctrlKey || event.metaKey })}
      onAuxClick={(event) => event.button === 1 && onOpen(hit, { newTab: true })}
    >
      <div className="hit-head">
        <span className="docset-badge">{docsetName}</span>
        {hit.symbol && (
          <span className="symbol-badge" title={hit.symbol.role}>
            {hit.symbol.kind}
          </span>
        )}
        <span className="hit-title">{hit.title}</span>
        {hit.heading && hit.heading !== hit.title && (
          <>
            <span className="hit-sep" aria-hidden="true">
              ›
            </span>
            <span className="hit-heading">{hit.heading}</span>
          </>
        )}
        {versions && (
          <span className="version-chip" title={versions.title}>
            {versions.label}
          </span>
        )}
      </div>
      <Snippet html={hit.snippet} />
      <div className="hit-url">{shortUrl(hit.url)}</div>
      {hit.more && <MoreInPage hit={hit} onOpen={onOpen} />}
    </li>
  );
});

/**
 * The page's further matching sections, folded under its first hit so one page cannot fill the
 * list: "3 more in this page", each a link to its section.
 */
function MoreInPage({
  hit,
  onOpen,
}: {
  hit: SearchHit;
  onOpen: (hit: SearchHit, options?: OpenOptions) => void;
}) {
  const more = hit.more ?? [];
  return (
    <div className="hit-more">
      <span>
        {more.length} more in this page
        {': '}
      </span>
      {more.slice(0, 5).map((m, i) => (
        <span key={m.anchor}>
          {i > 0 && ' · '}
          <a
            href={`${hit.url}#${m.anchor}`}
            onClick={(event) => {
              event.preventDefault();
              event.stopPropagation();
              onOpen(hit, { anchor: m.anchor, newTab: event.ctrlKey || event.metaKey });
            }}
            onAuxClick={(event) => {
              if (event.button !== 1) return;
              event.preventDefault();
              event.stopPropagation();
              onOpen(hit, { anchor: m.anchor, newTab: true });
            }}
          >
            {m.heading || m.anchor}
          </a>
        </span>
      ))}
      {more.length > 5 && ' …'}
    </div>
  );
}
