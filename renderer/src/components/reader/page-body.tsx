import type { MouseEvent } from 'react';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { PageView } from '../../../../core/api/folio-api.ts';
import { useClient } from '../../api/client-context.tsx';
import { addCodeTools, collectCopyTexts, runCodeTool } from '../../lib/add-code-tools.ts';
import { highlightCode } from '../../lib/highlight-code.ts';
import { highlightTerms } from '../../lib/highlight-terms.ts';
import { insertIdentifierBreaks } from '../../lib/identifier-breaks.ts';
import { markCallouts } from '../../lib/mark-callouts.ts';
import { queryTerms } from '../../lib/query-terms.ts';
import { sanitizePage } from '../../lib/sanitize-page.ts';

interface Props {
  page: PageView;
  highlight: string;
  /** Called after the content is in place, so the reader can scroll to the right spot. */
  onRendered: (marks: number) => void;
  onInternalLink: (hash: string) => void;
}

/**
 * The page itself. Its HTML is sanitised here, just before it enters the document, and only DOM
 * nodes and classes (never markup strings) are added afterwards: code colouring, callout kinds,
 * the search words, where long identifiers may wrap, and each code block's Copy and Wrap buttons.
 */
export function PageBody({ page, highlight, onRendered, onInternalLink }: Props) {
  const client = useClient();
  const ref = useRef<HTMLElement>(null);
  const terms = useMemo(() => queryTerms(highlight), [highlight]);
  const rendered = useRef(onRendered);
  rendered.current = onRendered;
  const copyTexts = useRef(new WeakMap<Element, string>());

  useLayoutEffect(() => {
    const content = sanitizePage(page, {
      cachedLinks: new Set(page.cachedLinks),
      cachedImages: new Set(page.cachedImages),
      assetUrl: (url) => client.assetUrl(url),
    });
    // Before colouring, which replaces the spans that mark prompts and output.
    copyTexts.current = collectCopyTexts(content);
    highlightCode(content);
    markCallouts(content);
    const marks = highlightTerms(content, terms);
    // After the marks, so a search word is never split where a long name may wrap.
    insertIdentifierBreaks(content);
    addCodeTools(content, copyTexts.current);
    ref.current?.replaceChildren(content);
    rendered.current(marks);
  }, [client, page, terms]);

  const onClick = (event: MouseEvent<HTMLElement>): void => {
    const write = (text: string): Promise<void> => navigator.clipboard.writeText(text);
    if (runCodeTool(event.target as Element, copyTexts.current, write)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const link = (event.target as Element).closest('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    if (link.classList.contains('folio-link')) {
      event.preventDefault();
      onInternalLink(link.getAttribute('href') ?? '');
    } else {
      // Anything not cached leaves the app, and only through the transport's guarded door.
      event.preventDefault();
      void client.openExternal(link.href);
    }
  };

  return (
    // The handler delegates link clicks; the links themselves stay keyboard-reachable anchors.
    <article ref={ref} className="page-content" lang="en" onClick={onClick} />
  );
}
