import sanitizeHtml from 'sanitize-html';

/**
 * The last gate before storage: an allowlist built for documentation. Earlier steps remove chrome;
 * this one guarantees what can never be stored, whatever a page or an earlier step got wrong:
 * no script, style, form, frame or plugin, no event handler, no inline style, no `target`, no
 * `name` (DOM clobbering), and links and images only over http(s) (fragments and relative URLs
 * stay allowed for links). Ids stay because anchors are how search hits scroll into place; classes
 * stay for `language-*` / `highlight-*` code hints and admonition styling.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    '*': ['id', 'class'],
    a: ['href'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Asides are admonitions and notes by the time they get here (sidebars were removed): keep them
  // as plain blocks.
  transformTags: { aside: 'div' },
  // Disallowed wrappers (main, header, font…) are unwrapped; these lose their text too.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'svg'],
};

export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
