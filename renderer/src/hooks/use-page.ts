import { useEffect, useState } from 'react';
import type { PageView } from '../../../core/api/folio-api.ts';
import type { FolioClient } from '../api/client.ts';
import { errorCode, errorMessage } from '../api/client-error.ts';

export type PageState =
  | { status: 'loading'; url: string }
  | { status: 'ready'; url: string; page: PageView }
  | { status: 'missing'; url: string }
  | { status: 'failed'; url: string; message: string };

/** One cached page (without the #fragment: moving within a page needs no reload). */
export function usePage(client: FolioClient, url: string): PageState {
  const [state, setState] = useState<PageState>({ status: 'loading', url });
  useEffect(() => {
    let current = true;
    setState((previous) =>
      previous.url === url && previous.status === 'ready' ? previous : { status: 'loading', url },
    );
    client
      .getPage({ url })
      .then((page) => {
        if (current) setState({ status: 'ready', url, page });
      })
      .catch((error: unknown) => {
        if (!current) return;
        setState(
          errorCode(error) === 'not-found'
            ? { status: 'missing', url }
            : { status: 'failed', url, message: errorMessage(error) },
        );
      });
    return () => {
      current = false;
    };
  }, [client, url]);
  return state;
}
