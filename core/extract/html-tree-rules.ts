/**
 * htmlparser2's tree rules (its Parser.js, 12.0.0), for build-page-tree.ts, which builds the tree
 * that Parser and DomHandler would: which open tag closes which open elements, which elements
 * have no content, where SVG and MathML start and end. Copied, not imported (the Parser keeps them
 * private); build-page-tree.test.ts holds the two to the same trees, so an upgrade that changes
 * them shows there.
 */
const FORM_TAGS = ['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea'];
const P = ['p'];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p'];
const TABLE_SECTIONS = ['thead', 'tbody'];
const DD_DT = ['dd', 'dt'];
const RT_RP = ['rt', 'rp'];

const CLOSED_BY: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['tr', ['tr', 'th', 'td']],
  ['th', ['th']],
  ['td', ['thead', 'th', 'td']],
  ['body', ['head', 'link', 'script']],
  ['a', ['a']],
  ['li', ['li']],
  ['p', P],
  ['h1', HEADINGS],
  ['h2', HEADINGS],
  ['h3', HEADINGS],
  ['h4', HEADINGS],
  ['h5', HEADINGS],
  ['h6', HEADINGS],
  ['select', FORM_TAGS],
  ['input', FORM_TAGS],
  ['output', FORM_TAGS],
  ['button', FORM_TAGS],
  ['datalist', FORM_TAGS],
  ['textarea', FORM_TAGS],
  ['option', ['option']],
  ['optgroup', ['optgroup', 'option']],
  ['dd', DD_DT],
  ['dt', DD_DT],
  ['address', P],
  ['article', P],
  ['aside', P],
  ['blockquote', P],
  ['details', P],
  ['div', P],
  ['dl', P],
  ['fieldset', P],
  ['figcaption', P],
  ['figure', P],
  ['footer', P],
  ['form', P],
  ['header', P],
  ['hr', P],
  ['main', P],
  ['nav', P],
  ['ol', P],
  ['pre', P],
  ['section', P],
  ['table', P],
  ['ul', P],
  ['rt', RT_RP],
  ['rp', RT_RP],
  ['tbody', TABLE_SECTIONS],
  ['tfoot', TABLE_SECTIONS],
];

/** An opening tag → the open elements it closes while they are innermost. */
export const OPEN_IMPLIES_CLOSE: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  CLOSED_BY.map(([tag, closes]) => [tag, new Set(closes)]),
);

export const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

export const FOREIGN_ELEMENTS: ReadonlySet<string> = new Set(['math', 'svg']);

/** Where HTML content resumes inside SVG or MathML; in SVG's casing, as names are compared. */
export const INTEGRATION_ELEMENTS: ReadonlySet<string> = new Set([
  'mi',
  'mo',
  'mn',
  'ms',
  'mtext',
  'annotation-xml',
  'foreignObject',
  'desc',
  'title',
]);

/** SVG element names that HTML lower-cases, in their SVG casing. */
export const SVG_TAG_NAMES: ReadonlyMap<string, string> = new Map(
  [
    'altGlyph',
    'altGlyphDef',
    'altGlyphItem',
    'animateColor',
    'animateMotion',
    'animateTransform',
    'clipPath',
    'feBlend',
    'feColorMatrix',
    'feComponentTransfer',
    'feComposite',
    'feConvolveMatrix',
    'feDiffuseLighting',
    'feDisplacementMap',
    'feDistantLight',
    'feDropShadow',
    'feFlood',
    'feFuncA',
    'feFuncB',
    'feFuncG',
    'feFuncR',
    'feGaussianBlur',
    'feImage',
    'feMerge',
    'feMergeNode',
    'feMorphology',
    'feOffset',
    'fePointLight',
    'feSpecularLighting',
    'feSpotLight',
    'feTile',
    'feTurbulence',
    'foreignObject',
    'glyphRef',
    'linearGradient',
    'radialGradient',
    'textPath',
  ].map((name) => [name.toLowerCase(), name]),
);
