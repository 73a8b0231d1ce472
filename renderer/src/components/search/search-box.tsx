import type { KeyboardEvent, RefObject } from 'react';
import { useId, useMemo, useState } from 'react';
import type { DocsetSummary } from '../../../../core/api/folio-api.ts';
import type { SearchHit } from '../../../../core/search/search-cache.ts';
import { useClient } from '../../api/client-context.tsx';
import { useAfterDelay } from '../../hooks/use-after-delay.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { LIMIT, useSearch } from '../../hooks/use-search.ts';
import type { SearchResults as Results } from '../../hooks/use-search.ts';
import { parseScope } from '../../lib/parse-scope.ts';
import { CloseIcon, SearchIcon } from '../common/icons.tsx';
import { ScopeFilter } from './scope-filter.tsx';
import type { OpenOptions } from './search-results.tsx';
import { SearchResults, hitOptionId } from './search-results.tsx';

/** An answer slower than this shows the spinner. */
const SLOW_MS = 150;

interface Props {
  docsets: readonly DocsetSummary[];
  inputRef: RefObject<HTMLInputElement | null>;
  /** `newTab`: Ctrl/Cmd+Enter or a middle click, which keep the results open for the next one. */
  onOpen: (hit: SearchHit, query: string, options?: { newTab?: boolean }) => void;
}

function resultMessage(query: string, results: Results, scopeName: string | null): string | null {
  const { error, pending, unknownScope, corrected, hits } = results;
  if (error) return error;
  if (query.trim() === '') return null;
  if (unknownScope) {
    const near = unknownScope.suggestions;
    return (
      `No docset “${unknownScope.typed.join(', ')}”.` +
      (near.length ? ` Did you mean ${near.join(', ')}?` : '')
    );
  }
  if (hits.length === 0) {
    if (pending) return 'Searching…';
    // A scope left on from before hides every other docset's answer: say which one was searched.
    return scopeName
      ? `No matches in ${scopeName}. Remove the ${scopeName} chip (Backspace) to search every docset.`
      : 'No matches in the cache.';
  }
  if (corrected) return `Showing results for “${corrected}”`;
  return null;
}

/** One box over every docset: results as you type, keyboard first, scoped by chip or menu. */
export function SearchBox({ docsets, inputRef, onOpen }: Props) {
  const client = useClient();
  const listId = useId();
  const [text, setText] = useState('');
  const [scope, setScope] = useState<string | null>(null);
  // A chip typed as `docset:` belongs to that one search; one chosen in the menu stays.
  const [scopeTyped, setScopeTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // "Show all" holds for the query it was asked for; typing on starts again at the first 20.
  const [allFor, setAllFor] = useState<string | null>(null);
  const results = useSearch(client, text, scope ? [scope] : [], allFor === text);
  const names = useMemo(() => new Map(docsets.map((d) => [d.id, d.name])), [docsets]);
  const hits = results.hits;
  // A narrow window has no room for the example query (layout.css hides the menu there too).
  const narrow = useMediaQuery('(max-width: 900px)');
  const slow = useAfterDelay(results.pending, SLOW_MS);

  const change = (value: string): void => {
    const scoped = parseScope(value, docsets);
    if (scoped && scoped.docset.id !== scope) {
      setScope(scoped.docset.id);
      setScopeTyped(true);
      value = scoped.rest;
    }
    // Clearing the words of a search clears the chip that was typed for it: the next search is
    // a new one (a scope picked in the menu stays until changed there).
    if (!scoped && scopeTyped && value.trim() === '' && text !== '') {
      setScope(null);
      setScopeTyped(false);
    }
    // After a chip, the space typed after the colon is not part of the query.
    setText(scoped || scope ? value.trimStart() : value);
    setActive(0);
    setOpen(true);
  };
  const openHit = (hit: SearchHit, options: OpenOptions = {}): void => {
    const target = options.anchor === undefined ? hit : { ...hit, anchor: options.anchor };
    if (options.newTab) {
      onOpen(target, results.query, { newTab: true });
      return;
    }
    setOpen(false);
    inputRef.current?.blur();
    onOpen(target, results.query);
    // The search is done: its words and a typed scope chip must not greet the next one.
    setText('');
    if (scopeTyped) setScope(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const move = (delta: number): void => {
      event.preventDefault();
      setOpen(true);
      if (hits.length > 0) setActive((active + delta + hits.length) % hits.length);
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(1);
      case 'ArrowUp':
        return move(-1);
      case 'Enter': {
        const hit = hits[active];
        if (hit) {
          event.preventDefault();
          openHit(hit, { newTab: event.ctrlKey || event.metaKey });
        }
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (open && text) setOpen(false);
        else if (text || scope) {
          setText('');
          setScope(null);
        } else inputRef.current?.blur();
        return;
      case 'Backspace':
        if (text === '' && scope) setScope(null);
        return;
    }
  };

  const showResults = open && text.trim() !== '';
  const scopeName = scope ? (names.get(scope) ?? scope) : null;
  return (
    <div className="search" role="search">
      <div className="search-field">
        <SearchIcon />
        {scopeName && (
          <span className="chip">
            {scopeName}
            <button
              type="button"
              aria-label={`Search all docsets, not only ${scopeName}`}
              onClick={() => setScope(null)}
            >
              <CloseIcon />
            </button>
          </span>
        )}
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label="Search the documentation"
          aria-expanded={showResults}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            showResults && hits.length > 0 ? hitOptionId(listId, active) : undefined
          }
          placeholder={
            scopeName
              ? `Search ${scopeName}`
              : narrow
                ? 'Search all docs'
                : 'Search all docs — try “deepspeed: zero stage 3”'
          }
          value={text}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        {/* Always mounted, shown only once an answer is slow: a spinner flashing for the few
            milliseconds of every keystroke's search was noise, and a layout each time. */}
        <span className="search-pending" data-shown={slow || undefined} aria-hidden="true" />
        <kbd className="search-key" aria-hidden="true">
          Ctrl K
        </kbd>
      </div>
      <ScopeFilter
        docsets={docsets}
        value={scope}
        onChange={(value) => {
          setScope(value);
          setScopeTyped(false);
        }}
      />
      {showResults && (
        <SearchResults
          id={listId}
          hits={hits}
          active={active}
          docsetNames={names}
          message={resultMessage(text, results, scopeName)}
          canShowAll={allFor !== text && hits.length >= LIMIT}
          onShowAll={() => setAllFor(text)}
          onHover={setActive}
          onOpen={openHit}
        />
      )}
      <p className="visually-hidden" aria-live="polite">
        {text.trim() && !results.pending ? `${hits.length} results` : ''}
      </p>
    </div>
  );
}
