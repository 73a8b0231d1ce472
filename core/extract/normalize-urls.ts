import type { Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import type { ContentStep, ExtractContext } from './extract-context.ts';
import { findElements } from './find-elements.ts';

/** Lazy-loading attributes that hold the real image while `src` holds a placeholder. */
const LAZY_SRC = ['data-src', 'data-original', 'data-lazy-src'] as const;

function imageSource(img: Element, resolveUrl: ExtractContext['resolveUrl']): string | undefined {
  const src = img.attribs.src?.trim() ?? '';
  if (src !== '' && !src.startsWith('data:')) return resolveUrl(src);
  for (const name of LAZY_SRC) {
    const url = resolveUrl(img.attribs[name]);
    if (url !== undefined) return url;
  }
  return undefined;
}

/**
 * Makes link and image URLs absolute against the page's base (fragments kept), so the stored HTML
 * means the same wherever it is shown. A link whose target is not http(s) loses its href and
 * keeps its text; an image without an http(s) source goes (data: URLs included: the mirror stores
 * images as assets, with a size cap, not inline). `srcset` goes: one stored image per `<img>`.
 */
export const normalizeUrls: ContentStep = (root, ctx) => {
  const targets = findElements(root, (el) => el.name === 'a' || el.name === 'img');
  for (const el of targets) {
    if (el.name === 'a') {
      const href = ctx.resolveUrl(el.attribs.href);
      if (href === undefined) delete el.attribs.href;
      else el.attribs.href = href;
      continue;
    }
    const src = imageSource(el, ctx.resolveUrl);
    if (src === undefined) {
      DomUtils.removeElement(el);
      continue;
    }
    el.attribs.src = src;
    delete el.attribs.srcset;
  }
};
