import DOMPurify from 'dompurify';

/** A search snippet is escaped text with `<mark>`s; anything else it might hold is dropped. */
export function sanitizeSnippet(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['mark'],
    ALLOWED_ATTR: [],
    RETURN_DOM_FRAGMENT: true,
  });
}

/** highlight.js output: spans with classes around text it escaped itself. */
export function sanitizeHighlighted(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['span'],
    ALLOWED_ATTR: ['class'],
    RETURN_DOM_FRAGMENT: true,
  });
}
