import type { RefObject } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocsetSummary, PageView } from '../../../../core/api/folio-api.ts';
import { useClient } from '../../api/client-context.tsx';
import { useActiveAnchor } from '../../hooks/use-active-anchor.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { useNow } from '../../hooks/use-now.ts';
import type { ReadingState } from '../../hooks/use-reading.ts';
import { usePage } from '../../hooks/use-page.ts';
import { outlineEntries } from '../../lib/outline-entries.ts';
import type { Route } from '../../lib/route.ts';
import { parseRoute, splitFragment } from '../../lib/route.ts';
import { anchorId } from '../../lib/sanitize-page.ts';
import { PageBody } from './page-body.tsx';
import { PageOutline } from './page-outline.tsx';
import { PageProblem } from './page-problem.tsx';
import { PrintSource } from './print-source.tsx';
import { ReaderToolbar } from './reader-toolbar.tsx';

interface Props {
  url: string;
  highlight: string;
  /** Where this history entry was left (0: new); restored when the page is shown again. */
  scroll: number;
  docsets: readonly DocsetSummary[];
  navigate: (route: Route, options?: { replace?: boolean }) => void;
  /** Tells the sidebar which docset to open. */
  onDocset: (id: string) => void;
  /** Where the reader is now, a moment after scrolling stops (and when the reader goes). */
  onScroll: (top: number) => void;
  onTitle: (title: string) => void;
  reading: ReadingState;
  /** Where the reader puts "toggle this page's bookmark" for the app's Ctrl+D. */
  bookmarkAction: RefObject<(() => void) | null>;
}

const SCROLL_SETTLE_MS = 200;

/** What the bookmark button marks: the section in the address when there is one, else the page. */
function bookmarkTarget(page: PageView, fragment: string) {
  const section = fragment ? page.outline.find((entry) => entry.anchor === fragment) : undefined;
  const url = section ? `${page.url}#${encodeURIComponent(section.anchor)}` : page.url;
  return { url, title: page.title, docset: page.docset, section: section?.heading ?? null };
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
export function ReaderView({
  url,
  highlight,
  scroll,
  docsets,
  navigate,
  onDocset,
  onScroll,
  onTitle,
  reading,
  bookmarkAction,
}: Props) {
  const client = useClient();
  const [pageUrl, fragment] = splitFragment(url);
  const state = usePage(client, pageUrl);
  const scroller = useRef<HTMLDivElement>(null);
  const [marks, setMarks] = useState(0);
  const [renderCount, setRenderCount] = useState(0);
  const now = useNow();
  // Beside the page when there is room, over it on request when there is not (NARROW_QUERY).
  const narrow = useMediaQuery('(max-width: 900px)');
  const [outlineChoice, setOutlineChoice] = useState<boolean | null>(null);
  const outlineShown = outlineChoice ?? !narrow;
  useEffect(() => setOutlineChoice(null), [narrow]);
  // A narrow window shows the outline over the page: Esc puts it away, as it does the sync
  // panel and the sidebar's drawer (a field or dialog that used the key keeps it).
  useEffect(() => {
    if (!narrow || !outlineShown) return;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('dialog[open]')) return;
      setOutlineChoice(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [narrow, outlineShown]);
  const page = state.status === 'ready' ? state.page : null;
  const outline = page ? outlineEntries(page.title, page.outline) : [];
  const ids = outline.map((entry) => anchorId(entry.anchor));
  const activeId = useActiveAnchor(scroller, renderCount > 0 ? ids : []);
  const active = activeId?.replace(/^user-content-/, '') ?? null;

  const docset = page?.docset;
  useEffect(() => {
    if (docset !== undefined) onDocset(docset);
  }, [docset, onDocset]);

  // Once a page has loaded: the tab takes its title and the history records the visit.
  const title = page?.title;
  const loaded = useRef({ onTitle, record: reading.recordVisit });
  loaded.current = { onTitle, record: reading.recordVisit };
  // The state's own URL: for a moment after a link, `page` is still the previous one.
  const loadedUrl = state.status === 'ready' ? state.url : undefined;
  useEffect(() => {
    if (title === undefined || docset === undefined || loadedUrl === undefined) return;
    loaded.current.onTitle(title);
    loaded.current.record({ url: loadedUrl, title, docset });
  }, [title, docset, loadedUrl]);

  // The place is reported once scrolling settles, not on every frame, and for the entry that was
  // scrolled, even if a link was followed meanwhile.
  const scrolled = useRef(onScroll);
  scrolled.current = onScroll;
  const restoreTo = useRef(scroll);
  restoreTo.current = scroll;
  useEffect(() => {
    const element = scroller.current;
    if (element === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let report: (() => void) | undefined;
    const onScrollEvent = (): void => {
      const top = Math.round(element.scrollTop);
      const to = scrolled.current;
      report = () => to(top);
      clearTimeout(timer);
      timer = setTimeout(() => {
        report?.();
        report = undefined;
      }, SCROLL_SETTLE_MS);
    };
    element.addEventListener('scroll', onScrollEvent, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScrollEvent);
      clearTimeout(timer);
      report?.();
    };
  }, [state.status]);

  const onRendered = useCallback((count: number) => {
    setMarks(count);
    setRenderCount((n) => n + 1);
  }, []);

  // A page shown again (back, another tab, a reload): where it was left. Else a new page or a new
  // #fragment: the section, else the first mark, else the top. The same page drawn again (its
  // highlights cleared) stays where it is.
  const lastRender = useRef({ count: 0, url: '' });
  useEffect(() => {
    if (renderCount === 0) return;
    const last = lastRender.current;
    const samePage = last.count === renderCount;
    if (!samePage) {
      lastRender.current = { count: renderCount, url: pageUrl };
      if (last.url === pageUrl) return;
    }
    if (!samePage && restoreTo.current > 0) {
      scroller.current?.scrollTo({ top: restoreTo.current });
      return;
    }
    if (fragment && scrollToAnchor(fragment, samePage)) return;
    if (samePage) return;
    const mark = scroller.current?.querySelector('mark.folio-term');
    if (mark) mark.scrollIntoView({ block: 'center', behavior: 'instant' });
    else scroller.current?.scrollTo({ top: 0 });
    // pageUrl is read for the page just drawn: a new URL alone (still loading) is no render.
  }, [renderCount, fragment]);

  const jump = (anchor: string): void => {
    if (narrow) setOutlineChoice(false);
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

  const bookmark = page ? bookmarkTarget(page, fragment) : null;
  const { toggleBookmark } = reading;
  useEffect(() => {
    bookmarkAction.current = bookmark ? () => toggleBookmark(bookmark) : null;
    return () => {
      bookmarkAction.current = null;
    };
  });

  if (state.status === 'missing' || state.status === 'failed') {
    return <PageProblem url={pageUrl} message={state.status === 'failed' ? state.message : null} />;
  }
  const docsetName = docsets.find((d) => d.id === page?.docset)?.name ?? page?.docset ?? '';
  return (
    <div className="reader-scroll" ref={scroller}>
      {page && bookmark && (
        <ReaderToolbar
          page={page}
          docsetName={docsetName}
          now={now}
          marks={marks}
          outline={outline.length >= 2 ? outlineShown : null}
          bookmark={bookmark}
          reading={reading}
          onToggleOutline={() => setOutlineChoice(!outlineShown)}
          onClearMarks={() => navigate({ kind: 'page', url, highlight: '' }, { replace: true })}
        />
      )}
      {page?.status === 'removed' && (
        <div className="banner banner-warning" role="note">
          This page was removed from {docsetName} at the last sync. You are reading the last copy
          Folio kept.
        </div>
      )}
      {page && <PrintSource page={page} docsetName={docsetName} />}
      <div
        className={`reader-body${outlineShown ? '' : ' outline-closed'}`}
        aria-busy={state.status === 'loading'}
      >
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
