import { Fragment, memo, useMemo } from 'react';
import { snippetParts } from '../../lib/snippet-parts.ts';

/** The engine's snippet (escaped text with `<mark>`), rendered as text and marks only. */
export const Snippet = memo(function Snippet({ html }: { html: string }) {
  const parts = useMemo(() => snippetParts(html), [html]);
  return (
    <span className="hit-snippet">
      {parts.map((part, i) =>
        part.marked ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>,
      )}
    </span>
  );
});
