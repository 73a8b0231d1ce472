import type { ParentNode } from 'domhandler';
import { findElements } from './find-elements.ts';

export interface ContentUrls {
  links: string[];
  images: string[];
}

/** Link and image URLs of the cleaned content, in document order, deduplicated. */
export function collectContentUrls(root: ParentNode): ContentUrls {
  const links = new Set<string>();
  const images = new Set<string>();
  for (const el of findElements(root, (e) => e.name === 'a' || e.name === 'img')) {
    const url = el.name === 'a' ? el.attribs.href : el.attribs.src;
    if (url === undefined) continue;
    (el.name === 'a' ? links : images).add(url);
  }
  return { links: [...links], images: [...images] };
}
