/**
 * What stored content may hold, declared once for both sanitisers that enforce it: the tree pass
 * on the extraction path (sanitize-tree.ts) and sanitize-html for HTML that arrives as a string
 * (imported bundles). An allowlist built for documentation: no script, style, form, frame or
 * plugin, no event handler, no inline style, no `target`, no `name` (DOM clobbering), and links
 * and images only over http(s) (fragments and relative URLs stay allowed for links). Ids stay
 * because anchors are how search hits scroll into place; classes stay for `language-*` /
 * `highlight-*` code hints and admonition styling.
 */
export const ALLOWED_TAGS: readonly string[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'div',
  'span',
  'pre',
  'code',
  'kbd',
  'samp',
  'var',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'colgroup',
  'col',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'em',
  'strong',
  'b',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'abbr',
  'cite',
  'q',
  'del',
  'ins',
  'figure',
  'figcaption',
  'details',
  'summary',
  'hr',
  'br',
  'wbr',
  'section',
  'article',
];

export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['id', 'class'],
  a: ['href'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start'],
  // A generator that opens a section for the reader (rustdoc's docblocks) meant it to be read.
  details: ['open'],
};

/** The only schemes an `href` or `src` may name; protocol-relative URLs are refused too. */
export const ALLOWED_SCHEMES: readonly string[] = ['http', 'https'];

/**
 * Asides are admonitions and notes by the time they get here (sidebars were removed): kept as
 * plain blocks.
 */
export const RENAMED_TAGS: Readonly<Record<string, string>> = { aside: 'div' };

/**
 * Disallowed wrappers (main, header, font…) are unwrapped, keeping their text; these lose their
 * text too, since it is code, markup or a form's value rather than prose.
 */
export const TEXTLESS_TAGS: readonly string[] = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'title',
  'template',
  'svg',
];
