import { useCallback, useEffect, useState } from 'react';
import type { Bookmark } from '../../../core/api/folio-api.ts';
import type { FolioClient } from '../api/client.ts';

export interface ReadingState {
  bookmarks: Bookmark[] | null;
  /** Bumped after each recorded visit or import, so history lists know to read again. */
  historyVersion: number;
  isBookmarked: (url: string) => boolean;
  toggleBookmark: (bookmark: {
    url: string;
    title: string;
    docset: string;
    section?: string | null;
  }) => void;
  removeBookmark: (url: string) => void;
  recordVisit: (visit: { url: string; title: string; docset: string }) => void;
  /** After an import or a cleared history: read both lists again. */
  reload: () => void;
}

/** The user's bookmarks (held here, shown in several places) and a clock for their history. */
export function useReading(client: FolioClient): ReadingState {
  const [bookmarks, setBookmarks] = useState<Bookmark[] | null>(null);
  const [historyVersion, setHistoryVersion] = useState(0);
  const load = useCallback(() => {
    client
      .listBookmarks({})
      .then(setBookmarks)
      .catch(() => setBookmarks([]));
  }, [client]);
  useEffect(load, [load]);

  const isBookmarked = useCallback(
    (url: string) => bookmarks?.some((b) => b.url === url) ?? false,
    [bookmarks],
  );
  const toggleBookmark = useCallback<ReadingState['toggleBookmark']>(
    (bookmark) => {
      const marked = bookmarks?.some((b) => b.url === bookmark.url) ?? false;
      const done = marked
        ? client.removeBookmark({ url: bookmark.url })
        : client.addBookmark(bookmark);
      done.then(setBookmarks).catch(load);
    },
    [bookmarks, client, load],
  );
  const removeBookmark = useCallback(
    (url: string) => void client.removeBookmark({ url }).then(setBookmarks).catch(load),
    [client, load],
  );
  const recordVisit = useCallback<ReadingState['recordVisit']>(
    (visit) =>
      void client
        .recordVisit(visit)
        .then(() => setHistoryVersion((v) => v + 1))
        .catch(() => undefined),
    [client],
  );
  const reload = useCallback(() => {
    load();
    setHistoryVersion((v) => v + 1);
  }, [load]);
  return {
    bookmarks,
    historyVersion,
    isBookmarked,
    toggleBookmark,
    removeBookmark,
    recordVisit,
    reload,
  };
}
