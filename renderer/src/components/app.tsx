import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SearchHit } from '../../../core/search/search-cache.ts';
import { AccessContext, useAccessState } from '../api/access-context.tsx';
import { useClient } from '../api/client-context.tsx';
import { useDocsets } from '../hooks/use-docsets.ts';
import type { CommandHandlers } from '../hooks/use-hotkeys.ts';
import { useHotkeys } from '../hooks/use-hotkeys.ts';
import { useLinkClicks } from '../hooks/use-link-clicks.ts';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { useReading } from '../hooks/use-reading.ts';
import { useSettings } from '../hooks/use-settings.ts';
import { useSyncActions } from '../hooks/use-sync-actions.ts';
import { useSyncState } from '../hooks/use-sync-state.ts';
import { useTabs } from '../hooks/use-tabs.ts';
import { useTheme } from '../hooks/use-theme.ts';
import { isCommand } from '../lib/hotkey-command.ts';
import type { Route } from '../lib/route.ts';
import { splitFragment } from '../lib/route.ts';
import { AppHeader } from './app-header.tsx';
import { EmptyState } from './home/empty-state.tsx';
import { LibraryOverview } from './home/library-overview.tsx';
import { FindBar } from './reader/find-bar.tsx';
import { ReaderView } from './reader/reader-view.tsx';
import { CatalogSidebar } from './sidebar/catalog-sidebar.tsx';
import { Sidebar } from './sidebar/sidebar.tsx';
import { SyncPanel } from './sync/sync-panel.tsx';
import { TabStrip, tabElementId } from './tabs/tab-strip.tsx';

const PANEL_ID = 'tab-panel';
/** Below this width the sidebar is a drawer over the page rather than a column beside it. */
export const NARROW_QUERY = '(max-width: 900px)';

function hitRoute(hit: SearchHit, query: string): Route {
  return { kind: 'page', url: hit.anchor ? `${hit.url}#${hit.anchor}` : hit.url, highlight: query };
}

export function App() {
  const client = useClient();
  const sync = useSyncState(client);
  const access = useAccessState(client);
  const { docsets, error, refresh } = useDocsets(client, sync);
  const { settings, update } = useSettings(client);
  useTheme(settings?.theme);
  const nav = useTabs();
  const reading = useReading(client);
  const { dispatch } = nav;
  const [syncOpen, setSyncOpen] = useState(false);
  const closeSync = useCallback(() => setSyncOpen(false), []);
  const narrow = useMediaQuery(NARROW_QUERY);
  // Wide: the sidebar stays unless put away. Narrow: a drawer, closed until asked for.
  const [sidebarHidden, setSidebarHidden] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sidebarShown = narrow ? drawerOpen : !sidebarHidden;
  const toggleSidebar = (): void =>
    narrow ? setDrawerOpen(!drawerOpen) : setSidebarHidden(!sidebarHidden);
  const actions = useSyncActions(
    client,
    useCallback(() => setSyncOpen(true), []),
  );
  const searchRef = useRef<HTMLInputElement>(null);
  const focusSearch = useCallback(() => {
    searchRef.current?.focus();
    searchRef.current?.select();
  }, []);

  const openTab = useCallback(
    (route: Route, title?: string) => {
      dispatch({ type: 'open', route, background: true, title });
      if (route.kind !== 'page') return;
      // The link's words name the tab only until the page's own title is read: a tab strip of
      // "here" and "next" is no use for choosing which one to switch to.
      const [url] = splitFragment(route.url);
      client
        .getPage({ url })
        .then((page) => dispatch({ type: 'pageTitle', url, title: page.title }))
        .catch(() => undefined); // not cached or gone: visiting the tab says why
    },
    [client, dispatch],
  );
  const navigate = useCallback(
    (route: Route, options?: { replace?: boolean }) => {
      nav.navigate(route, options);
      setDrawerOpen(false);
    },
    [nav],
  );
  const links = useLinkClicks(navigate, openTab);
  /** The open page's bookmark toggle, set by the reader while a page is shown. */
  const bookmarkShown = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);
  // The desktop shell finds in the page itself; in a browser, Ctrl+F stays the browser's.
  const { findInPage, stopFindInPage, onFindResult } = client;
  const finder = useMemo(
    () =>
      findInPage && stopFindInPage && onFindResult
        ? { findInPage, stopFindInPage, onFindResult }
        : null,
    [findInPage, stopFindInPage, onFindResult],
  );
  const [findKey, setFindKey] = useState(0);
  const desktop = client.onCommand !== undefined;
  const commands: CommandHandlers = {
    focusSearch,
    back: nav.back,
    forward: nav.forward,
    newTab: () => {
      dispatch({ type: 'open', route: { kind: 'home' } });
      focusSearch();
    },
    closeTab: () => dispatch({ type: 'close' }),
    reopenTab: () => dispatch({ type: 'reopen' }),
    nextTab: () => dispatch({ type: 'cycle', delta: 1 }),
    previousTab: () => dispatch({ type: 'cycle', delta: -1 }),
    ...(finder && { findInPage: () => setFindKey((key) => key + 1) }),
    // Ctrl+D in the app (a browser keeps it for its own bookmarks): what the reader's button does.
    bookmark: () => bookmarkShown.current?.(),
  };
  useHotkeys(commands, { desktop });
  const latestCommands = useRef(commands);
  latestCommands.current = commands;
  useEffect(() => client.onFocusSearch?.(focusSearch), [client, focusSearch]);
  useEffect(
    () =>
      client.onCommand?.((command) => {
        if (isCommand(command)) latestCommands.current[command]?.();
      }),
    [client],
  );

  const list = docsets ?? [];
  const route = nav.route;
  const currentUrl = route.kind === 'page' ? splitFragment(route.url)[0] : '';
  const [readingDocset, setReadingDocset] = useState<string | null>(null);
  const currentDocset = route.kind === 'page' ? readingDocset : null;
  const openHit = (hit: SearchHit, query: string, options?: { newTab?: boolean }): void => {
    if (options?.newTab) openTab(hitRoute(hit, query), hit.title);
    else navigate(hitRoute(hit, query));
  };
  const tabId = nav.active.id;
  const entryIndex = nav.active.index;

  const nothingCached = docsets !== null && docsets.every((d) => d.pages === 0);
  const classes = ['app', syncOpen && 'with-panel', !sidebarShown && 'no-sidebar'];
  return (
    <AccessContext value={access}>
      <div
        className={classes.filter(Boolean).join(' ')}
        onClick={links.onClick}
        onAuxClick={links.onAuxClick}
      >
        <a
          className="skip-link"
          href="#main"
          onClick={(e) => (e.preventDefault(), document.getElementById('main')?.focus())}
        >
          Skip to content
        </a>
        <AppHeader
          nav={{ ...nav, navigate }}
          docsets={list}
          searchRef={searchRef}
          syncing={sync?.running ?? false}
          syncOpen={syncOpen}
          sidebarShown={sidebarShown}
          theme={settings?.theme}
          onOpenHit={openHit}
          onToggleSync={() => setSyncOpen(!syncOpen)}
          onToggleSidebar={toggleSidebar}
          onTheme={(theme) => update({ theme })}
        />
        {sidebarShown && (
          <Sidebar
            reading={reading}
            docsets={list}
            catalog={
              <CatalogSidebar
                docsets={docsets}
                error={error}
                sync={sync}
                currentUrl={currentUrl}
                currentDocset={currentDocset}
                onSync={(id) => actions.start([id])}
                onRemove={(id) => {
                  void client
                    .removeDocset({ docset: id, purge: true })
                    .catch(() => undefined)
                    .then(refresh);
                }}
              />
            }
          />
        )}
        {narrow && drawerOpen && (
          <div className="drawer-scrim" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
        )}
        <TabStrip tabs={nav.tabs} activeId={tabId} panelId={PANEL_ID} dispatch={dispatch} />
        <main id="main" className="main" tabIndex={-1}>
          {finder && findKey > 0 && (
            <FindBar finder={finder} focusKey={findKey} onClose={() => setFindKey(0)} />
          )}
          <div
            id={PANEL_ID}
            className="tab-panel"
            role="tabpanel"
            aria-labelledby={tabElementId(tabId)}
          >
            {route.kind === 'page' ? (
              <ReaderView
                // One reader per tab: switching tabs starts from that tab's own place.
                key={tabId}
                url={route.url}
                highlight={route.highlight}
                scroll={nav.entry.scroll}
                docsets={list}
                navigate={navigate}
                onDocset={setReadingDocset}
                onScroll={(top) => dispatch({ type: 'scroll', id: tabId, index: entryIndex, top })}
                onTitle={(title) => dispatch({ type: 'title', id: tabId, title })}
                reading={reading}
                bookmarkAction={bookmarkShown}
              />
            ) : nothingCached ? (
              <EmptyState
                docsets={list}
                sync={sync}
                actions={actions}
                onShowSync={() => setSyncOpen(true)}
                onChanged={refresh}
              />
            ) : docsets !== null ? (
              <LibraryOverview docsets={list} reading={reading} onChanged={refresh} />
            ) : null}
          </div>
        </main>
        {syncOpen && (
          <SyncPanel
            sync={sync}
            docsets={list}
            actions={actions}
            settings={settings}
            onSchedule={(hours) => update({ syncEveryHours: hours })}
            onClose={closeSync}
            onChanged={refresh}
          />
        )}
      </div>
    </AccessContext>
  );
}
