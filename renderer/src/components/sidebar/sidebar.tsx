import type { ReactNode } from 'react';
import { useState } from 'react';
import type { DocsetSummary } from '../../../../core/api/folio-api.ts';
import type { ReadingState } from '../../hooks/use-reading.ts';
import { BookmarksView } from './bookmarks-view.tsx';
import { HistoryView } from './history-view.tsx';

export type SidebarView = 'docs' | 'bookmarks' | 'history';

const views: Array<[SidebarView, string]> = [
  ['docs', 'Docs'],
  ['bookmarks', 'Bookmarks'],
  ['history', 'History'],
];

interface Props {
  reading: ReadingState;
  docsets: readonly DocsetSummary[];
  /** The catalog with its tables of contents, the sidebar's first view. */
  catalog: ReactNode;
}

/** The sidebar: the catalog, the bookmarks or the history, one at a time. */
export function Sidebar({ reading, docsets, catalog }: Props) {
  const [view, setView] = useState<SidebarView>('docs');
  return (
    <div className="sidebar">
      <div className="sidebar-top">
        <div className="sidebar-switch segmented" role="group" aria-label="Sidebar shows">
          {views.map(([value, label]) => (
            <button
              key={value}
              type="button"
              className="segment"
              aria-pressed={view === value}
              onClick={() => setView(value)}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      {view === 'docs' && catalog}
      {view === 'bookmarks' && <BookmarksView reading={reading} docsets={docsets} />}
      {view === 'history' && <HistoryView reading={reading} docsets={docsets} />}
    </div>
  );
}
