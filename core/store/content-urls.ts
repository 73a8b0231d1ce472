import { Parser } from 'htmlparser2';

export interface ContentUrls {
  links: string[];
  images: string[];
}

/**
 * A page's link and image URLs, read back from its stored HTML: in document order, deduplicated,
 * as extraction collected them from the same sanitised tree it serialised (collect-content-urls.ts).
 * They are not stored beside the HTML (migration 14): compressed apart from it they cost a tenth
 * of the cache. A tokenizer, not a tree: only start tags are wanted, and htmlparser2 decodes
 * attribute values as the tree extraction walked did.
 */
export function contentUrls(html: string): ContentUrls {
  const links = new Set<string>();
  const images = new Set<string>();
  const parser = new Parser({
    onopentag(name, attribs) {
      if (name === 'a' && attribs.href !== undefined) links.add(attribs.href);
      else if (name === 'img' && attribs.src !== undefined) images.add(attribs.src);
    },
  });
  parser.end(html);
  return { links: [...links], images: [...images] };
}
