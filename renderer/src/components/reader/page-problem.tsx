import { useClient } from '../../api/client-context.tsx';
import { ExternalIcon } from '../common/icons.tsx';

/** A page the cache does not hold (or could not give): say so, and offer the original. */
export function PageProblem({ url, message }: { url: string; message: string | null }) {
  const client = useClient();
  const web = /^https?:\/\//i.test(url);
  return (
    <div className="reader-scroll">
      <div className="problem" role="alert">
        <h1>{message ? 'This page could not be opened' : 'This page is not in the cache'}</h1>
        <p className="muted">
          {message ?? 'It was never synced, or it is outside every docset’s scope.'}
        </p>
        <p className="mono small">{url}</p>
        {web && (
          <button type="button" className="button" onClick={() => void client.openExternal(url)}>
            Open the original <ExternalIcon />
          </button>
        )}
      </div>
    </div>
  );
}
