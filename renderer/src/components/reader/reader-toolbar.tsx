import type { PageView } from '../../../../core/api/folio-api.ts';
import { useClient } from '../../api/client-context.tsx';
import { formatDate, relativeTime } from '../../lib/format.ts';
import { pageVersionBadge } from '../../lib/page-version-badge.ts';
import type { ReadingState } from '../../hooks/use-reading.ts';
import { BookmarkIcon, ExternalIcon, ListIcon, PrintIcon } from '../common/icons.tsx';

interface Props {
  page: PageView;
  docsetName: string;
  now: number;
  marks: number;
  /** Whether the outline shows; null when the page has none worth showing. */
  outline: boolean | null;
  onToggleOutline: () => void;
  bookmark: { url: string; title: string; docset: string; section: string | null };
  reading: ReadingState;
  onClearMarks: () => void;
}

/** Where the page comes from and how fresh it is; the way out to the original. */
export function ReaderToolbar({
  page,
  docsetName,
  now,
  marks,
  outline,
  onToggleOutline,
  bookmark,
  reading,
  onClearMarks,
}: Props) {
  const client = useClient();
  const marked = reading.isBookmarked(bookmark.url);
  const what = bookmark.section ? 'this section' : 'this page';
  const version = pageVersionBadge(page.docset, page.version);
  return (
    <div className="reader-toolbar">
      <div className="crumbs">
        <span className="docset-badge">{docsetName}</span>
        {version && (
          <span
            className={`version-chip${version.differs ? ' version-differs' : ''}`}
            title={version.title}
          >
            {version.label}
          </span>
        )}
        <span className="crumb-title" title={page.title}>
          {page.title}
        </span>
      </div>
      <div className="reader-actions">
        {marks > 0 && (
          <span className="marks muted small" aria-live="polite">
            {marks} highlighted
            <button type="button" className="link-button" onClick={onClearMarks}>
              Clear
            </button>
          </span>
        )}
        <time
          className="fetched muted small"
          dateTime={page.fetchedAt}
          title={formatDate(page.fetchedAt)}
        >
          fetched {relativeTime(page.fetchedAt, now)}
        </time>
        {outline !== null && (
          <button
            type="button"
            className={`button button-quiet${outline ? ' is-pressed' : ''}`}
            aria-expanded={outline}
            aria-label="On this page"
            title="On this page"
            onClick={onToggleOutline}
          >
            <ListIcon />
          </button>
        )}
        <button
          type="button"
          className={`button button-quiet bookmark-toggle${marked ? ' is-pressed' : ''}`}
          aria-pressed={marked}
          aria-label={`Bookmark ${what}`}
          title={`${marked ? 'Remove the bookmark of' : 'Bookmark'} ${what} (Ctrl+D in the app)`}
          onClick={() => reading.toggleBookmark(bookmark)}
        >
          <BookmarkIcon filled={marked} />
        </button>
        <button
          type="button"
          className="button button-quiet"
          aria-label="Print"
          title="Print or save as PDF (the article alone)"
          onClick={() => window.print()}
        >
          <PrintIcon />
        </button>
        <button
          type="button"
          className="button button-quiet"
          aria-label="Open original"
          title={page.url}
          onClick={() => void client.openExternal(page.url)}
        >
          <span className="button-label">Open original</span> <ExternalIcon />
        </button>
      </div>
    </div>
  );
}
