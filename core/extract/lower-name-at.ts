/**
 * Tag and attribute names a docs page repeats thousands of times: the tree builder hands out
 * these very strings instead of a fresh lower-cased slice for each. That is one allocation less
 * per name, and the later steps compare and look names up by identity (`el.name === 'a'`, sets
 * of tags, `attribs.class`) instead of by their characters.
 */
const KNOWN_NAMES = [
  // Elements.
  'a',
  'abbr',
  'address',
  'area',
  'article',
  'aside',
  'audio',
  'b',
  'base',
  'blockquote',
  'body',
  'br',
  'button',
  'canvas',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'dialog',
  'div',
  'dl',
  'dt',
  'em',
  'embed',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'head',
  'header',
  'hr',
  'html',
  'i',
  'iframe',
  'img',
  'input',
  'ins',
  'kbd',
  'label',
  'li',
  'link',
  'main',
  'mark',
  'meta',
  'nav',
  'noscript',
  'object',
  'ol',
  'optgroup',
  'option',
  'p',
  'path',
  'picture',
  'pre',
  'q',
  's',
  'samp',
  'script',
  'section',
  'select',
  'small',
  'source',
  'span',
  'strong',
  'style',
  'sub',
  'summary',
  'sup',
  'svg',
  'table',
  'tbody',
  'td',
  'template',
  'textarea',
  'tfoot',
  'th',
  'thead',
  'time',
  'title',
  'tr',
  'u',
  'ul',
  'var',
  'video',
  'wbr',
  'g',
  'circle',
  'rect',
  'line',
  'polyline',
  'polygon',
  'use',
  'symbol',
  'defs',
  'tt',
  'big',
  'center',
  'font',
  // Attributes.
  'id',
  'class',
  'href',
  'src',
  'alt',
  'rel',
  'type',
  'name',
  'content',
  'charset',
  'lang',
  'role',
  'width',
  'height',
  'colspan',
  'rowspan',
  'start',
  'hidden',
  'itemprop',
  'target',
  'method',
  'action',
  'value',
  'for',
  'tabindex',
  'property',
  'http-equiv',
  'crossorigin',
  'integrity',
  'async',
  'defer',
  'media',
  'sizes',
  'srcset',
  'loading',
  'viewbox',
  'xmlns',
  'd',
  'fill',
  'stroke',
  'aria-label',
  'aria-hidden',
  'aria-expanded',
  'aria-controls',
  'aria-pressed',
  'aria-labelledby',
  'checked',
  'disabled',
  'placeholder',
  'autocomplete',
  'data-url_root',
  'data-toggle',
  'data-bs-toggle',
  'data-target',
  'datetime',
  'dir',
  'onclick',
  'border',
  'cellpadding',
  'cellspacing',
  'align',
  'valign',
  'frame',
  'rules',
  'summary',
  'download',
];

/** A hash of a name as lower-cased ASCII, computed the same way over a slice of the page. */
function hashOf(text: string, start: number, end: number): number {
  let hash = end - start;
  for (let i = start; i < end; i++) hash = (Math.imul(hash, 31) + (text.charCodeAt(i) | 0x20)) | 0;
  return hash;
}

/** Names by hash; a name whose hash another took first is simply not interned. */
const BY_HASH = new Map<number, string>();
for (const name of KNOWN_NAMES) {
  const hash = hashOf(name, 0, name.length);
  if (!BY_HASH.has(hash)) BY_HASH.set(hash, name);
}

/** Whether `text[start, end)` is `name` with ASCII letters in any case. */
function isSpelling(name: string, text: string, start: number, end: number): boolean {
  if (end - start !== name.length) return false;
  for (let i = 0; i < name.length; i++) {
    const c = text.charCodeAt(start + i);
    const k = name.charCodeAt(i);
    // Only ASCII capitals fold: `toLowerCase` also folds others (the Kelvin sign to `k`), and
    // those names take the slow path below.
    if (c !== k && !(c >= 65 && c <= 90 && (c | 0x20) === k)) return false;
  }
  return true;
}

/** `text.slice(start, end).toLowerCase()`, the same string (by identity) for a known name. */
export function lowerNameAt(text: string, start: number, end: number): string {
  const known = BY_HASH.get(hashOf(text, start, end));
  if (known !== undefined && isSpelling(known, text, start, end)) return known;
  return text.slice(start, end).toLowerCase();
}
