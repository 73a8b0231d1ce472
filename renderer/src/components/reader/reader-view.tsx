import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocsetSummary } from '../../../../core/api/folio-api.ts';
import { useClient } from '../../api/client-context.tsx';
import { useActiveAnchor } from '../../hooks/use-active-anchor.ts';
import { useNow } from '../../hooks/use-now.ts';
import { usePage } from '../../hooks/use-page.ts';
import { outlineEntries } from '../../lib/outline-entries.ts';
import type { Route } from '../../lib/route.ts';
import { parseRoute, splitFragment } from '../../lib/route.ts';
import { anchorId } from '../../lib/sanitize-page.ts';
import { PageBody } from './page-body.tsx';
import { PageOutline } from './page-outline.tsx';
import { PageProblem } from './page-problem.tsx';
import { ReaderToolbar } from './reader-toolbar.tsx';

interface Props {
  url: string;
  highlight: string;
  docsets: readonly DocsetSummary[];
  navigate: (route: Route, options?: { replace?: boolean }) => void;
  /** Tells the sidebar which docset to open. */
  onDocset: (id: string) => void;
}

function scrollToAnchor(anchor: string, smooth: boolean): boolean {
  const target = document.getElementById(anchorId(anchor));
  if (target === null) return false;
  target.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'instant' });
  target.classList.remove('folio-target');
  void target.getBoundingClientRect();
  target.classList.add('folio-target');
  return true;
}

/** A cached page in Folio's typography, with its outline; links stay inside the cache. */
export function ReaderView({ url, highlight, docsets, navigate, onDocset }: Props) {
  const client = useClient();
  const [pageUrl, fragment] = splitFragment(url);
  const state = usePage(client, pageUrl);
  const scroller = useRef<HTMLDivElement>(null);
  const [marks, setMarks] = useState(0);
  const [renderCount, setRenderCount] = useState(0);
  const now = useNow();
  const page = state.status === 'ready' ? state.page : null;
  const outline = page ? outlineEntries(page.title, page.outline) : [];
  const ids = outline.map((entry) => anchorId(entry.anchor));
  const activeId = useActiveAnchor(scroller, renderCount > 0 ? ids : []);
  const active = activeId?.replace(/^user-content-/, '') ?? null;

  const docset = page?.docset;
  useEffect(() => {
    if (docset !== undefined) onDocset(docset);
  }, [docset, onDocset]);

  const onRendered = useCallback((count: number) => {
    setMarks(count);
    setRenderCount((n) => n + 1);
  }, []);

  // A new page or a new #fragment: go to the section, else to the first mark, else the top.
  const lastRender = useRef(0);
  useEffect(() => {
    if (renderCount === 0) return;
    const samePage = lastRender.current === renderCount;
    lastRender.current = renderCount;
    if (fragment && scrollToAnchor(fragment, samePage)) return;
    if (samePage) return;
    const mark = scroller.current?.querySelector('mark.folio-term');
    if (mark) mark.scrollIntoView({ block: 'center', behavior: 'instant' });
    else scroller.current?.scrollTo({ top: 0 });
  }, [renderCount, fragment]);

  const jump = (anchor: string): void => {
    if (anchor === fragment) scrollToAnchor(anchor, true);
    else navigate({ kind: 'page', url: `${pageUrl}#${anchor}`, highlight }, { replace: true });
  };
  const followLink = (hash: string): void => {
    const next = parseRoute(hash);
    if (next.kind !== 'page') return;
    const [nextPage, nextFragment] = splitFragment(next.url);
    if (nextPage === pageUrl && nextFragment === fragment && nextFragment)
      scrollToAnchor(nextFragment, true);
    else navigate(next);
  };

  if (state.status === 'missing' || state.status === 'failed') {
    return <PageProblem url={pageUrl} message={state.status === 'failed' ? state.message : null} />;
  }
  const docsetName = docsets.find((d) => d.id === page?.docset)?.name ?? page?.docset ?? '';
  return (
    <div className="reader-scroll" ref={scroller}>
      {page && <ReaderToolbar page={page} docsetName={docsetName} now={now} marks={marks} />}
      {page?.status === 'removed' && (
        <div className="banner banner-warning" role="note">
          This page was removed from {docsetName} at the last sync. You are reading the last copy
          Folio kept.
        </div>
      )}
      <div className="reader-body" aria-busy={state.status === 'loading'}>
        {page ? (
          <PageBody
            page={page}
            highlight={highlight}
            onRendered={onRendered}
            onInternalLink={followLink}
          />
        ) : (
          <div className="page-content page-loading" aria-label="Loading the page" />
        )}
        {page && <PageOutline outline={outline} active={active} onJump={jump} />}
      </div>
    </div>
  );
}
