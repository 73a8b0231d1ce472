import { useEffect, useState } from 'react';
import type { TocEntry } from '../../../core/api/folio-api.ts';
import type { FolioClient } from '../api/client.ts';
import { errorMessage } from '../api/client-error.ts';

export type TocState = { entries: TocEntry[] | null; error: string | null };

/** A docset's table of contents, fetched the first time it is opened and when its pages change. */
export function useToc(
  client: FolioClient,
  docset: string,
  open: boolean,
  pages: number,
): TocState {
  const [state, setState] = useState<TocState>({ entries: null, error: null });
  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    client
      .getToc({ docset })
      .then((entries) => current && setState({ entries, error: null }))
      .catch((error: unknown) => current && setState({ entries: [], error: errorMessage(error) }));
    return () => {
      current = false;
    };
  }, [client, docset, open, pages]);
  return state;
}
