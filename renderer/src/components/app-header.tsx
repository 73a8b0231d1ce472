import type { RefObject } from 'react';
import type { DocsetSummary, Settings } from '../../../core/api/folio-api.ts';
import type { SearchHit } from '../../../core/search/search-cache.ts';
import type { Navigation } from '../hooks/use-route.ts';
import { BackIcon, BookIcon, ForwardIcon, SyncIcon } from './common/icons.tsx';
import { Spinner } from './common/spinner.tsx';
import { ThemeSwitch } from './common/theme-switch.tsx';
import { SearchBox } from './search/search-box.tsx';

interface Props {
  nav: Navigation;
  docsets: readonly DocsetSummary[];
  searchRef: RefObject<HTMLInputElement | null>;
  syncing: boolean;
  syncOpen: boolean;
  theme: Settings['theme'] | undefined;
  onOpenHit: (hit: SearchHit, query: string) => void;
  onToggleSync: () => void;
  onTheme: (theme: Settings['theme']) => void;
}

export function AppHeader({
  nav,
  docsets,
  searchRef,
  syncing,
  syncOpen,
  theme,
  onOpenHit,
  onToggleSync,
  onTheme,
}: Props) {
  return (
    <header className="topbar">
      <a
        className="brand"
        href="#/"
        onClick={(e) => (e.preventDefault(), nav.navigate({ kind: 'home' }))}
      >
        <BookIcon size={20} />
        <span>Folio</span>
      </a>
      <div className="history-buttons">
        <button
          type="button"
          className="icon-button"
          aria-label="Back (Alt+Left)"
          title="Back (Alt+←)"
          disabled={!nav.canGoBack}
          onClick={nav.back}
        >
          <BackIcon />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="Forward (Alt+Right)"
          title="Forward (Alt+→)"
          disabled={!nav.canGoForward}
          onClick={nav.forward}
        >
          <ForwardIcon />
        </button>
      </div>
      <SearchBox docsets={docsets} inputRef={searchRef} onOpen={onOpenHit} />
      <div className="topbar-end">
        <button
          type="button"
          className={`button button-quiet${syncOpen ? ' is-pressed' : ''}`}
          aria-pressed={syncOpen}
          onClick={onToggleSync}
        >
          {syncing ? <Spinner label="Sync running" /> : <SyncIcon />} Sync
        </button>
        <ThemeSwitch theme={theme} onChange={onTheme} />
      </div>
    </header>
  );
}
