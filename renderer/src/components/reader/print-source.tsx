import type { PageView } from '../../../../core/api/folio-api.ts';
import { formatDate } from '../../lib/format.ts';

/** Printed above the article (print.css): what it is, where it came from and how fresh it was. */
export function PrintSource({ page, docsetName }: { page: PageView; docsetName: string }) {
  return (
    <div className="print-source">
      <div>
        {docsetName} · Source: {page.url}
      </div>
      <div>
        Fetched {formatDate(page.fetchedAt)}
        {page.status === 'removed' ? ' · removed from the site since' : ''} · printed from Folio
      </div>
    </div>
  );
}
