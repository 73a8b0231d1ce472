import { Parser } from 'htmlparser2';

const MARKDOWN_TYPE = /^text\/(?:x-)?markdown\s*(?:;|$)/i;

/**
 * The Markdown twin a page announces with `<link rel="alternate" type="text/markdown" href>`,
 * absolute, or undefined. Only the head is read: a `<link>` in the body is not the page's own.
 */
export function twinFromLink(html: string, pageUrl: string): string | undefined {
  const bodyAt = html.search(/<body[\s>]/i);
  const head = bodyAt >= 0 ? html.slice(0, bodyAt) : html.slice(0, 256 * 1024);
  let href: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (href !== undefined || name !== 'link') return;
        const rels = (attrs.rel ?? '').toLowerCase().split(/\s+/);
        if (rels.includes('alternate') && MARKDOWN_TYPE.test((attrs.type ?? '').trim())) {
          href = attrs.href;
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(head);
  if (href === undefined || href.trim() === '') return undefined;
  try {
    const url = new URL(href.trim(), pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
