/** How a callout reads: its colour. Every generator's kinds map onto these five. */
export type CalloutTone = 'note' | 'tip' | 'warning' | 'danger' | 'quiet';

const TONES: Readonly<Record<string, CalloutTone>> = {
  note: 'note',
  info: 'note',
  important: 'tip',
  tip: 'tip',
  hint: 'tip',
  success: 'tip',
  check: 'tip',
  done: 'tip',
  warning: 'warning',
  caution: 'warning',
  attention: 'warning',
  danger: 'danger',
  error: 'danger',
  failure: 'danger',
  fail: 'danger',
  missing: 'danger',
  bug: 'danger',
  seealso: 'quiet',
  secondary: 'quiet',
  abstract: 'quiet',
  summary: 'quiet',
  tldr: 'quiet',
  todo: 'quiet',
  question: 'quiet',
  help: 'quiet',
  faq: 'quiet',
  example: 'quiet',
  quote: 'quiet',
  cite: 'quiet',
};

/** Docutils' admonitions, which old Sphinx themes and plain docutils emit as bare `div.<kind>`. */
const DOCUTILS_KINDS = [
  'note',
  'tip',
  'hint',
  'important',
  'warning',
  'caution',
  'attention',
  'danger',
  'error',
  'seealso',
];

/**
 * A callout's box, from every generator the mirror knows, and where it says its kind:
 * - Sphinx and MkDocs: `div.admonition.note > p.admonition-title`, MkDocs' collapsible
 *   `details.note > summary`;
 * - Docusaurus 3: `div.theme-admonition.theme-admonition-tip.alert.alert--success` with a
 *   hashed `admonitionHeading_xxxx` title; Docusaurus 2: `.admonition.admonition-tip`;
 * - Quarto: `div.callout.callout-note` with `.callout-title-container`;
 * - GitHub: `div.markdown-alert.markdown-alert-note > p.markdown-alert-title`;
 * - Bootstrap and Jekyll themes: `.alert.alert-info`, `.notice--warning` (no title);
 * - bare Sphinx-era boxes: `div.note`, `div.warning`…
 */
const BOXES = [
  '.admonition',
  '.theme-admonition',
  '.callout',
  '.markdown-alert',
  '[class*="alert--"]',
  '.alert[class*="alert-"]',
  '[class*="notice--"]',
  'details[class]',
  ...DOCUTILS_KINDS.map((kind) => `div.${kind}`),
].join(', ');

/** Class prefixes that name the kind, most specific first. */
const KIND_PREFIXES = [
  'theme-admonition-',
  'markdown-alert-',
  'callout-',
  'admonition-',
  'notice--',
  'alert--',
  'alert-',
  '',
];

/** The title, as each generator marks it; a direct child of the box (or of Quarto's header). */
const TITLES = [
  ':scope > .admonition-title',
  ':scope > summary',
  ':scope > [class*="admonitionHeading"]',
  ':scope > .admonition-heading',
  ':scope > .markdown-alert-title',
  ':scope > .callout-header .callout-title-container',
].join(', ');

function toneOf(box: Element): CalloutTone | undefined {
  for (const prefix of KIND_PREFIXES) {
    for (const name of box.classList) {
      if (!name.startsWith(prefix)) continue;
      const kind = name.slice(prefix.length).toLowerCase();
      // GitHub's CAUTION is its red one; everywhere else caution is a warning.
      if (prefix === 'markdown-alert-' && kind === 'caution') return 'danger';
      const tone = TONES[kind];
      if (tone) return tone;
    }
  }
  return undefined;
}

/** "Note", "tip", "See also": a title that only names the kind reads as a label. */
function isKindLabel(text: string): boolean {
  const word = text.replace(/[\s:.!]+/gu, '').toLowerCase();
  return word in TONES || word === 'admonition';
}

/**
 * Marks the callouts of a sanitised page with Folio's own classes, so one set of rules styles
 * them all alike, whatever built the page: `folio-callout folio-callout-<tone>` on the box and
 * `folio-callout-title` on its title, plus `folio-callout-label` when the title is only the kind
 * ("tip", "Note"): CSS sets labels in small uppercase letters, while longer titles keep their
 * case. Only classes are added; nothing is parsed.
 */
export function markCallouts(root: ParentNode): number {
  let count = 0;
  for (const box of root.querySelectorAll(BOXES)) {
    if (box.classList.contains('folio-callout')) continue;
    const tone = toneOf(box);
    // `.admonition` alone is a generic box with a title of its own; others need a known kind.
    if (tone === undefined && !box.classList.contains('admonition')) continue;
    box.classList.add('folio-callout', `folio-callout-${tone ?? 'note'}`);
    const title = box.querySelector(TITLES);
    if (title !== null) {
      title.classList.add('folio-callout-title');
      if (isKindLabel(title.textContent ?? '')) title.classList.add('folio-callout-label');
    }
    count++;
  }
  return count;
}
