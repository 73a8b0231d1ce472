import { useLayoutEffect, useRef } from 'react';
import { sanitizeSnippet } from '../../lib/sanitize-snippet.ts';

/** The engine's snippet (escaped text with `<mark>`), through DOMPurify with `mark` allowed only. */
export function Snippet({ html }: { html: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizeSnippet(html));
  }, [html]);
  return <span ref={ref} className="hit-snippet" />;
}
