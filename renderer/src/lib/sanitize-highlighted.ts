import DOMPurify from 'dompurify';

/** highlight.js output: spans with classes around text it escaped itself. */
export function sanitizeHighlighted(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['span'],
    ALLOWED_ATTR: ['class'],
    RETURN_DOM_FRAGMENT: true,
  });
}
