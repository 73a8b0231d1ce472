import type { SyncState } from '../../../../core/api/folio-api.ts';

/**
 * After a run where no host answered: the machine has no network. Say so once, plainly, and
 * point to the way in that works without one (a bundle), instead of a list of DNS errors.
 */
export function OfflineNotice({ sync }: { sync: SyncState | null }) {
  if (!sync?.offline) return null;
  const n = sync.docsets.length;
  return (
    <p className="offline-notice" role="status">
      <strong>No network:</strong>{' '}
      {n === 1 ? 'the docset could not be reached.' : `none of the ${n} docsets could be reached.`}{' '}
      Bring the docs in a bundle made on a connected machine (<code>folio export</code> there), then
      import it here.
    </p>
  );
}
