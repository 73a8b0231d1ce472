import { useEffect, useState } from 'react';
import type { Visit } from '../../../core/api/folio-api.ts';
import type { FolioClient } from '../api/client.ts';

/** Recent pages matching `query`, read again whenever a visit is recorded (`version`). */
export function useHistory(
  client: FolioClient,
  query: string,
  version: number,
  limit?: number,
): Visit[] | null {
  const [visits, setVisits] = useState<Visit[] | null>(null);
  useEffect(() => {
    let current = true;
    client
      .listHistory({ query: query.slice(0, 200), limit })
      .then((list) => current && setVisits(list))
      .catch(() => current && setVisits([]));
    return () => {
      current = false;
    };
  }, [client, query, version, limit]);
  return visits;
}
