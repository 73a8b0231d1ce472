import type { SyncState } from '../../../../core/api/folio-api.ts';
import { shortUrl } from '../../lib/format.ts';

/** The run's most recent page errors, newest first. */
export function SyncErrors({
  errors,
  names,
}: {
  errors: SyncState['errors'];
  names: ReadonlyMap<string, string>;
}) {
  if (errors.length === 0) return null;
  return (
    <details className="sync-errors" open={errors.length <= 5}>
      <summary>
        {errors.length} page {errors.length === 1 ? 'error' : 'errors'}
      </summary>
      <ul>
        {[...errors].reverse().map((error, i) => (
          <li key={`${i}:${error.url}`}>
            <span className="docset-badge">{names.get(error.docset) ?? error.docset}</span>{' '}
            <span className="mono" title={error.url}>
              {shortUrl(error.url)}
            </span>
            <div className="error small">{error.message}</div>
          </li>
        ))}
      </ul>
    </details>
  );
}
