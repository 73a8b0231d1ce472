import { useRef, useState } from 'react';
import type { DocsetSummary } from '../../../../core/api/folio-api.ts';
import { useClient } from '../../api/client-context.tsx';
import { errorMessage } from '../../api/client-error.ts';
import type { ReadingState } from '../../hooks/use-reading.ts';
import { formatCount } from '../../lib/format.ts';
import { downloadReadingFile, readReadingFile } from '../../lib/reading-file.ts';
import { BookmarkList } from './bookmark-list.tsx';

/** The sidebar's bookmarks, and the way to carry them (with the history) to another machine. */
export function BookmarksView({
  reading,
  docsets,
}: {
  reading: ReadingState;
  docsets: readonly DocsetSummary[];
}) {
  const client = useClient();
  const picker = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<string | null>(null);
  const names = new Map(docsets.map((d) => [d.id, d.name]));
  const { bookmarks } = reading;

  const exportFile = (): void => {
    client
      .exportReading({})
      .then(downloadReadingFile)
      .catch((error: unknown) => setNote(errorMessage(error)));
  };
  const importFile = async (file: File): Promise<void> => {
    try {
      const data = (await readReadingFile(file)) as Parameters<
        typeof client.importReading
      >[0]['data'];
      const added = await client.importReading({ data });
      setNote(
        `Imported ${formatCount(added.bookmarks, 'bookmark')} and ${formatCount(added.history, 'page')} of history.`,
      );
      reading.reload();
    } catch (error) {
      setNote(`Not imported: ${errorMessage(error)}`);
    }
  };

  return (
    <section className="sidebar-panel" aria-label="Bookmarks">
      {bookmarks === null ? null : bookmarks.length === 0 ? (
        <p className="muted small sidebar-note">
          No bookmarks yet. Bookmark a page or the section you are reading with the bookmark button
          above the page.
        </p>
      ) : (
        <BookmarkList bookmarks={bookmarks} docsetNames={names} onRemove={reading.removeBookmark} />
      )}
      <div className="sidebar-actions">
        <button type="button" className="button button-quiet" onClick={exportFile}>
          Export
        </button>
        <button
          type="button"
          className="button button-quiet"
          onClick={() => picker.current?.click()}
        >
          Import
        </button>
        <input
          ref={picker}
          type="file"
          accept=".json,application/json"
          hidden
          aria-label="Import bookmarks and history from a file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void importFile(file);
          }}
        />
      </div>
      {note && (
        <p className="small muted sidebar-note" role="status">
          {note}
        </p>
      )}
    </section>
  );
}
