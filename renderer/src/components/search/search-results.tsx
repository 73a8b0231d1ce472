import { useEffect, useRef } from 'react';
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
  onHover: (index: number) => void;
  onOpen: (hit: SearchHit, options?: { newTab?: boolean }) => void;
}

export function hitOptionId(listId: string, index: number): string {
  return `${listId}-${index}`;
}

/** Ranked hits: docset, page › section, and the words that matched. */
export function SearchResults({ id, hits, active, docsetNames, message, onHover, onOpen }: Props) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  return (
    // Clicks must not blur the input before they land.
    <div className="search-popover" onMouseDown={(event) => event.preventDefault()}>
      {message && <p className="search-message">{message}</p>}
      {hits.length > 0 && (
        <ul ref={list} id={id} role="listbox" aria-label="Search results" className="hits">
          {hits.map((hit, index) => {
            const versions = versionChip(hit);
            return (
              <li
                key={`${hit.url}#${hit.anchor}`}
                id={hitOptionId(id, index)}
                role="option"
                aria-selected={index === active}
                className="hit"
                onMouseMove={() => index !== active && onHover(index)}
                onClick={(event) => onOpen(hit, { newTab: event.ctrlKey || event.metaKey })}
                onAuxClick={(event) => event.button === 1 && onOpen(hit, { newTab: true })}
              >
                <div className="hit-head">
                  <span className="docset-badge">{docsetNames.get(hit.docset) ?? hit.docset}</span>
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
              </li>
            );
          })}
        </ul>
      )}
      <p className="search-hints" aria-hidden="true">
        <kbd>↑</kbd> <kbd>↓</kbd> to move · <kbd>Enter</kbd> to open · <kbd>Ctrl Enter</kbd> in a
        new tab · <kbd>Esc</kbd> to close · <kbd>docset:</kbd> to scope
      </p>
    </div>
  );
}
