import type { Config } from 'dompurify';
import DOMPurify from 'dompurify';
import type { PageView } from '../../../core/api/folio-api.ts';
import { MISSING_IMAGE, replaceMissingImages } from './replace-missing-images.ts';
import { pageHref } from './route.ts';

export interface PageLinks {
  /** Cached pages: their links open in the reader. */
  cachedLinks: ReadonlySet<string>;
  /** Cached images: the only ones that get a `src`, pointing at the local asset route. */
  cachedImages: ReadonlySet<string>;
  assetUrl: (url: string) => string;
}

/** Only web links and relative URLs; no `data:`, `javascript:` or app protocols. */
const ALLOWED_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  USE_PROFILES: { html: true },
  // Mirrored HTML is untrusted: no forms (SEC-14), frames, media or styles of its own; SVG and
  // MathML stay out so nothing can load through `<image href>` or `<use>`.
  FORBID_TAGS: [
    ...['style', 'form', 'input', 'button', 'select', 'textarea', 'option', 'dialog', 'template'],
    ...['iframe', 'frame', 'object', 'embed', 'video', 'audio', 'source', 'track', 'picture'],
    ...['link', 'meta', 'base', 'svg', 'math'],
  ],
  FORBID_ATTR: ['style', 'srcset', 'ping', 'action', 'formaction', 'background', 'poster'],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  // The content shares the app's document: ids and names become `user-content-…` so a page
  // cannot clobber `document.getElementById` and friends (SEC-13).
  SANITIZE_NAMED_PROPS: true,
  RETURN_DOM_FRAGMENT: true,
};

/** How a heading anchor is found in sanitised content. */
export function anchorId(anchor: string): string {
  return `user-content-${anchor}`;
}

function withoutFragment(url: URL): string {
  const copy = new URL(url);
  copy.hash = '';
  return copy.href;
}

function rewriteLink(a: Element, page: PageView, links: PageLinks): void {
  const href = a.getAttribute('href');
  const url = href === null ? null : URL.parse(href, page.url);
  if (url === null || !['http:', 'https:', 'mailto:'].includes(url.protocol)) {
    a.removeAttribute('href');
    return;
  }
  const target = withoutFragment(url);
  if (target === withoutFragment(new URL(page.url)) || links.cachedLinks.has(target)) {
    a.setAttribute('href', pageHref(url.href));
    a.classList.add('folio-link');
    return;
  }
  a.setAttribute('href', url.href);
  a.setAttribute('rel', 'noopener noreferrer');
  a.classList.add('folio-external');
}

/**
 * Cached images load from the local asset route; any other image loses its source and is marked,
 * for replaceMissingImages to put its alt text in its place once sanitising is done.
 */
function rewriteImage(img: Element, page: PageView, links: PageLinks): void {
  const src = img.getAttribute('src') ?? '';
  const url = URL.parse(src, page.url);
  const cached = links.cachedImages.has(src)
    ? src
    : url && links.cachedImages.has(url.href)
      ? url.href
      : null;
  if (cached === null || !/^https?:$/.test(url?.protocol ?? '')) {
    img.removeAttribute('src');
    img.classList.add(MISSING_IMAGE);
    return;
  }
  img.setAttribute('src', links.assetUrl(cached));
  img.setAttribute('loading', 'lazy');
  img.setAttribute('decoding', 'async');
}

/**
 * Sanitises a page's HTML again, in the browser's own parser, right before it is shown: the
 * cache's copy is never trusted. The hook runs inside DOMPurify (its README warns that editing
 * sanitised output can undo the sanitising) and keeps reading offline: links between cached
 * pages become reader routes, others are marked external, and no `src` may leave the machine:
 * an image the cache lacks is shown as its alt text instead of a broken box.
 */
export function sanitizePage(page: PageView, links: PageLinks): DocumentFragment {
  const hook = (node: Element): void => {
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    if (node.tagName === 'A') rewriteLink(node, page, links);
    else if (node.tagName === 'IMG') rewriteImage(node, page, links);
    else node.removeAttribute('src');
  };
  DOMPurify.addHook('afterSanitizeAttributes', hook);
  let content: DocumentFragment;
  try {
    content = DOMPurify.sanitize(page.html, CONFIG);
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', hook);
  }
  // Outside the hook: nodes are replaced here, which DOMPurify's walk must not meet halfway.
  replaceMissingImages(content);
  return content;
}
