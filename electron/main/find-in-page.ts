import type { WebContents } from 'electron';
import type { FindRequest, FindResult } from '../shared/channels.ts';

/** A find longer than this is not someone typing into a find bar. */
const MAX_FIND_CHARS = 1000;

/** The page's request, checked: it comes from the renderer, which handles untrusted pages. */
export function parseFindRequest(input: unknown): FindRequest | null {
  const raw = input as Partial<Record<keyof FindRequest, unknown>> | null;
  if (typeof raw !== 'object' || raw === null) return null;
  const { text, forward, findNext } = raw;
  if (typeof text !== 'string' || text === '' || text.length > MAX_FIND_CHARS) return null;
  if (typeof forward !== 'boolean' || typeof findNext !== 'boolean') return null;
  return { text, forward, findNext };
}

type FindContents = Pick<WebContents, 'findInPage' | 'stopFindInPage' | 'on' | 'off'>;

/**
 * Chromium's own find in page, which a browser gives `folio serve` for free: it marks every
 * match, scrolls to the active one and counts them. Results arrive as 'found-in-page' events,
 * forwarded to the page for its find bar; only the final update of each search, so the count does
 * not flicker through partial numbers. Returns the function that stops forwarding.
 */
export function forwardFindResults(
  contents: Pick<FindContents, 'on' | 'off'>,
  send: (result: FindResult) => void,
): () => void {
  const listener = (
    _event: unknown,
    result: { finalUpdate: boolean; matches: number; activeMatchOrdinal: number },
  ): void => {
    if (!result.finalUpdate) return;
    send({ matches: result.matches, active: result.matches > 0 ? result.activeMatchOrdinal : 0 });
  };
  contents.on('found-in-page', listener as never);
  return () => void contents.off('found-in-page', listener as never);
}

export function findInPage(contents: FindContents | undefined, request: FindRequest): void {
  contents?.findInPage(request.text, { forward: request.forward, findNext: request.findNext });
}

export function stopFindInPage(contents: FindContents | undefined): void {
  contents?.stopFindInPage('clearSelection');
}
