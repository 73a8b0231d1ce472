import type { RefObject } from 'react';
import { useState } from 'react';
import type { DocsetSummary, Settings } from '../../../core/api/folio-api.ts';
import type { SearchHit } from '../../../core/search/search-cache.ts';
import { usePermissions } from '../api/access-context.tsx';
import type { Navigation } from '../hooks/use-tabs.ts';
import {
  BackIcon,
  BookIcon,
  ForwardIcon,
  MenuIcon,
  SidebarIcon,
  SyncIcon,
} from './common/icons.tsx';
import { Spinner } from './common/spinner.tsx';
import { ThemeSwitch } from './common/theme-switch.tsx';
import { SearchBox } from './search/search-box.tsx';

interface Props {
  nav: Navigation;
  docsets: readonly DocsetSummary[];
  searchRef: RefObject<HTMLInputElement | null>;
  syncing: boolean;
  syncOpen: boolean;
  sidebarShown: boolean;
  theme: Settings['theme'] | undefined;
  onOpenHit: (hit: SearchHit, query: string, options?: { newTab?: boolean }) => void;
  onToggleSync: () => void;
  onToggleSidebar: () => void;
  onTheme: (theme: Settings['theme']) => void;
}

export function AppHeader({
  nav,
  docsets,
  searchRef,
  syncing,
  syncOpen,
  sidebarShown,
  theme,
  onOpenHit,
  onToggleSync,
  onToggleSidebar,
  onTheme,
}: Props) {
  // In a narrow window the controls at the end fold behind one button (layout.css shows which).
  const [menuOpen, setMenuOpen] = useState(false);
  const { badge, why } = usePermissions();
  return (
    <header className="topbar">
      <button
        type="button"
        className="icon-button sidebar-toggle"
        aria-label={sidebarShown ? 'Hide the sidebar' : 'Show the sidebar'}
        aria-expanded={sidebarShown}
        title={sidebarShown ? 'Hide the sidebar' : 'Show the sidebar'}
        onClick={onToggleSidebar}
      >
        <SidebarIcon />
      </button>
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
      <div
        className="topbar-end"
        // The folded menu closes as menus do: Esc, or focus and clicks going elsewhere.
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menuOpen) {
            event.stopPropagation();
            setMenuOpen(false);
          }
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setMenuOpen(false);
        }}
      >
        <button
          type="button"
          className="icon-button topbar-menu-button"
          aria-label="More controls"
          aria-expanded={menuOpen}
          aria-controls="topbar-controls"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {syncing ? <Spinner label="Sync running" /> : <MenuIcon />}
        </button>
        <div id="topbar-controls" className={`topbar-controls${menuOpen ? ' is-open' : ''}`}>
          {badge && (
            <span className="badge badge-access" title={why ?? undefined} role="status">
              {badge}
            </span>
          )}
          <button
            type="button"
            className={`button button-quiet${syncOpen ? ' is-pressed' : ''}`}
            aria-pressed={syncOpen}
            onClick={() => {
              setMenuOpen(false);
              onToggleSync();
            }}
          >
            {syncing ? <Spinner label="Sync running" /> : <SyncIcon />} Sync
          </button>
          <ThemeSwitch theme={theme} onChange={onTheme} />
        </div>
      </div>
    </header>
  );
}
