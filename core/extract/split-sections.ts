import type { AnyNode, Element, ParentNode } from 'domhandler';
import { ElementType } from 'htmlparser2';
import type { ExtractedSection } from './extracted-page.ts';
import { isElement } from './is-element.ts';
import { BLOCK_TAGS, collapseWhitespace, plainText } from './plain-text.ts';

/** A section while it is read: `text` is raw (appended to, so V8 joins it once), not collapsed. */
interface Draft {
  anchor: string;
  heading: string;
  level: number;
  text: string;
  /** A section's text resumed after an entry inside it; dropped when nothing follows. */
  resumed?: true;
}

const HEADING_LEVEL: Readonly<Record<string, number>> = {
  h1: 1,
  h2: 2,
  h3: 3,
  h4: 4,
  h5: 5,
  h6: 6,
};

/** Sphinx marks an API entry's term with `sig` (Sphinx ≥ 4) or its list with the domain name. */
const API_LIST = /(?:^|\s)(?:py|c|cpp|js|rst)(?:\s|$)/;

/**
 * An API entry (a Sphinx object description: `<dl class="py function"><dt id="os.path.join">`)
 * becomes a section of its own, one level below the heading it sits under, named by its id. API
 * pages hold hundreds of entries under one heading; as one section, `os.path.join` would be a
 * word among thousands and rank far below a passing mention elsewhere.
 */
function apiEntry(node: AnyNode, headingLevel: number): Draft | undefined {
  if (!isElement(node) || node.name !== 'dt' || !node.attribs.id) return undefined;
  const list = node.parent;
  const isApi =
    /(?:^|\s)sig(?:\s|$)/.test(node.attribs.class ?? '') ||
    (list !== null && isElement(list) && API_LIST.test(list.attribs.class ?? ''));
  if (!isApi) return undefined;
  return {
    anchor: node.attribs.id,
    heading: entryName(node, node.attribs.id),
    level: Math.min(headingLevel + 1, 6),
    text: '',
  };
}

const FUNCTION_HEADER = /(?:^|\s)functionHeader(?:\s|$)/;

/**
 * pydoctor's member entry (`<a name="pkg.Class.method"></a><a name="method"></a>
 * <div class="functionHeader">def method(…)`): its anchors come before it as empty links (ids by
 * now, named-anchors.ts), the qualified one naming it as objects.inv does.
 */
function pydoctorEntry(node: Element, headingLevel: number): Draft | undefined {
  if (!FUNCTION_HEADER.test(node.attribs.class ?? '')) return undefined;
  const ids: string[] = [];
  for (let prev = node.prev; prev !== null; prev = prev.prev) {
    if (isElement(prev)) {
      if (prev.name !== 'a' || !prev.attribs.id) break;
      ids.push(prev.attribs.id);
    }
  }
  const anchor = ids.find((id) => id.includes('.')) ?? ids[0];
  if (anchor === undefined) return undefined;
  return { anchor, heading: anchor, level: Math.min(headingLevel + 1, 6), text: '' };
}

/** A qualified name as Sphinx writes Python, C and JavaScript ids: `os.path.join`, `c.Py_Main`. */
const QUALIFIED_NAME = /^[A-Za-z_]\w*(?:\.\w+)*$/;
/** Sphinx's C++ domain ids are mangled names, identifiers only to a linker. */
const CPP_MANGLED = /^_CPPv\d/;
const SIG_NAME = /(?:^|\s)(?:sig-name|descname)(?:\s|$)/;

/**
 * The name an entry is known by. A qualified id says it best (`json.dumps`, where the entry shows
 * `dumps`); other domains' ids are made up (`cmdoption-json.tool-sort-keys`, `envvar-PYTHONPATH`)
 * and the entry's own name (`--sort-keys`, `PYTHONPATH`) is what a reader sees and searches for.
 */
function entryName(term: Element, id: string): string {
  if (QUALIFIED_NAME.test(id) && !CPP_MANGLED.test(id)) return id;
  const names = term.children.filter(
    (child): child is Element => isElement(child) && SIG_NAME.test(child.attribs.class ?? ''),
  );
  const name = names.map((each) => plainText(each)).join(', ');
  // No name marked: the term as the reader sees it beats a made-up id (`_CPPv4N5torch6TensorE`)
  // in headings and in "more in this page".
  return name || termText(term) || id;
}

/** The longest term worth showing as a name; past it a signature is cut at a word. */
const MAX_TERM_NAME = 80;

function termText(term: Element): string {
  const text = collapseWhitespace(plainText(term)).replace(/\s*[¶#]$/, '');
  if (text.length <= MAX_TERM_NAME) return text;
  const cut = text.slice(0, MAX_TERM_NAME);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_TERM_NAME / 2))}…`;
}

/**
 * Splits the content at its h1–h6 headings and API entries, in document order: one row per
 * section for the cache and the search index, so a hit opens the right anchor. Runs after
 * assignHeadingAnchors, so every heading has an id. The text before the first heading is a
 * level-0 section when there is any.
 *
 * An entry owns its own markup only (Sphinx's `<dl>`, pydoctor's member `<div>`): what follows
 * it under the same heading (the `copy` module's shallow-vs-deep explanation after `copy.Error`)
 * belongs to the section that held the entry, a class's text after its last method to the class.
 * It is a section of its own under that section's anchor and heading, not appended to it: a
 * class's short introduction stays short for ranking, its member tables a row beside it. A
 * heading inside the entry's markup is the exception: from there on the text is the heading's.
 */
export function splitSections(root: ParentNode): ExtractedSection[] {
  const drafts: Draft[] = [{ anchor: '', heading: '', level: 0, text: '' }];
  let current = drafts[0] as Draft;
  let headingLevel = 0;
  let headings = 0;
  /** The elements an entry started in: when one closes, its entries' sections end. */
  const holders = new Set<ParentNode>();
  const walk = (nodes: readonly AnyNode[]): void => {
    for (const node of nodes) {
      if (node.type === ElementType.Text) {
        current.text += node.data;
        continue;
      }
      if (!isElement(node)) continue;
      const level = HEADING_LEVEL[node.name];
      if (level !== undefined) {
        current = { anchor: node.attribs.id ?? '', heading: plainText(node), level, text: '' };
        headingLevel = level;
        headings++;
        drafts.push(current);
        continue;
      }
      const entry =
        node.name === 'dt'
          ? apiEntry(node, headingLevel)
          : node.name === 'div'
            ? pydoctorEntry(node, headingLevel)
            : undefined;
      if (entry !== undefined) {
        current = entry;
        drafts.push(current);
        if (node.parent !== null) holders.add(node.parent);
      }
      const owner = current;
      const headingsBefore = headings;
      const block = BLOCK_TAGS.has(node.name);
      if (block) current.text += ' ';
      walk(node.children);
      if (holders.has(node) && headings === headingsBefore) {
        const { anchor, heading, level } = owner;
        current = { anchor, heading, level, text: '', resumed: true };
        drafts.push(current);
      }
      if (block) current.text += ' ';
    }
  };
  walk(root.children);
  const sections = drafts
    .map(({ anchor, heading, level, text, resumed }) => ({
      section: { anchor, heading, level, text: collapseWhitespace(text) },
      resumed,
    }))
    .filter(({ section, resumed }) => !resumed || section.text !== '')
    .map(({ section }) => section);
  const lead = sections[0];
  return lead !== undefined && lead.text === '' ? sections.slice(1) : sections;
}
