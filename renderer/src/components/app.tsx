import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchHit } from '../../../core/search/search-cache.ts';
import { useClient } from '../api/client-context.tsx';
import { useDocsets } from '../hooks/use-docsets.ts';
import { useHotkeys } from '../hooks/use-hotkeys.ts';
import { useRoute } from '../hooks/use-route.ts';
import { useSettings } from '../hooks/use-settings.ts';
import { useSyncActions } from '../hooks/use-sync-actions.ts';
import { useSyncState } from '../hooks/use-sync-state.ts';
import { useTheme } from '../hooks/use-theme.ts';
import { splitFragment } from '../lib/route.ts';
import { AppHeader } from './app-header.tsx';
import { EmptyState } from './home/empty-state.tsx';
import { LibraryOverview } from './home/library-overview.tsx';
import { ReaderView } from './reader/reader-view.tsx';
import { CatalogSidebar } from './sidebar/catalog-sidebar.tsx';
import { SyncPanel } from './sync/sync-panel.tsx';

export function App() {
  const client = useClient();
  const sync = useSyncState(client);
  const { docsets, error, refresh } = useDocsets(client, sync);
  const { settings, update } = useSettings(client);
  useTheme(settings?.theme);
  const nav = useRoute();
  const [syncOpen, setSyncOpen] = useState(false);
  const actions = useSyncActions(
    client,
    useCallback(() => setSyncOpen(true), []),
  );
  const searchRef = useRef<HTMLInputElement>(null);
  const focusSearch = useCallback(() => {
    searchRef.current?.focus();
    searchRef.current?.select();
  }, []);
  useHotkeys({ focusSearch, back: nav.back, forward: nav.forward });
  useEffect(() => client.onFocusSearch?.(focusSearch), [client, focusSearch]);

  const list = docsets ?? [];
  const route = nav.route;
  const currentUrl = route.kind === 'page' ? splitFragment(route.url)[0] : '';
  const [readingDocset, setReadingDocset] = useState<string | null>(null);
  const currentDocset = route.kind === 'page' ? readingDocset : null;
  const openHit = (hit: SearchHit, query: string): void =>
    nav.navigate({
      kind: 'page',
      url: hit.anchor ? `${hit.url}#${hit.anchor}` : hit.url,
      highlight: query,
    });

  const nothingCached = docsets !== null && docsets.every((d) => d.pages === 0);
  return (
    <div className={`app${syncOpen ? ' with-panel' : ''}`}>
      <a
        className="skip-link"
        href="#main"
        onClick={(e) => (e.preventDefault(), document.getElementById('main')?.focus())}
      >
        Skip to content
      </a>
      <AppHeader
        nav={nav}
        docsets={list}
        searchRef={searchRef}
        syncing={sync?.running ?? false}
        syncOpen={syncOpen}
        theme={settings?.theme}
        onOpenHit={openHit}
        onToggleSync={() => setSyncOpen(!syncOpen)}
        onTheme={(theme) => update({ theme })}
      />
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
      <main id="main" className="main" tabIndex={-1}>
        {route.kind === 'page' ? (
          <ReaderView
            url={route.url}
            highlight={route.highlight}
            docsets={list}
            navigate={nav.navigate}
            onDocset={setReadingDocset}
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
          <LibraryOverview docsets={list} onChanged={refresh} />
        ) : null}
      </main>
      {syncOpen && (
        <SyncPanel
          sync={sync}
          docsets={list}
          actions={actions}
          settings={settings}
          onSchedule={(hours) => update({ syncEveryHours: hours })}
          onClose={() => setSyncOpen(false)}
        />
      )}
    </div>
  );
}
