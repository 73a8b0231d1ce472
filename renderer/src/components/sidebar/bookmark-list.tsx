import type { Bookmark } from '../../../../core/api/folio-api.ts';
import { pageHref } from '../../lib/route.ts';
import { CloseIcon } from '../common/icons.tsx';

interface Props {
  bookmarks: readonly Bookmark[];
  docsetNames: ReadonlyMap<string, string>;
  onRemove: (url: string) => void;
}

/** Bookmarked pages and sections; each opens like any in-app link (Ctrl+click: a new tab). */
export function BookmarkList({ bookmarks, docsetNames, onRemove }: Props) {
  return (
    <ul className="reading-list">
      {bookmarks.map((b) => (
        <li key={b.url} className="reading-item">
          <a href={pageHref(b.url)} title={b.url}>
            <span className="reading-title">{b.section ?? b.title}</span>
            <span className="reading-meta small muted">
              {b.section ? `${b.title} · ` : ''}
              {docsetNames.get(b.docset) ?? b.docset}
            </span>
          </a>
          <button
            type="button"
            className="icon-button"
            aria-label={`Remove the bookmark ${b.section ?? b.title}`}
            onClick={() => onRemove(b.url)}
          >
            <CloseIcon />
          </button>
        </li>
      ))}
    </ul>
  );
}
