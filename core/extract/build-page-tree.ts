import type { ChildNode, ParentNode } from 'domhandler';
import { Comment, Document, Element, ProcessingInstruction, Text } from 'domhandler';
import { Tokenizer } from 'htmlparser2';
import { lowerNameAt } from './lower-name-at.ts';
import type { PageBudget } from './page-budget.ts';
import { checkPageBudget } from './page-budget.ts';
import {
  FOREIGN_ELEMENTS,
  INTEGRATION_ELEMENTS,
  OPEN_IMPLIES_CLOSE,
  SVG_TAG_NAMES,
  VOID_ELEMENTS,
} from './html-tree-rules.ts';

type Callbacks = ConstructorParameters<typeof Tokenizer>[1];

/** What kind of content the innermost foreign or integration element opened. */
const Foreign = { None: 0, Svg: 1, MathML: 2 } as const;
type Foreign = (typeof Foreign)[keyof typeof Foreign];

const { fromCodePoint } = String;
const NAME_END = /\s|\//;

/**
 * htmlparser2's Parser and domhandler's DomHandler in one, driven by htmlparser2's own Tokenizer:
 * the same tree, node for node (the same domhandler classes, the same implied opens and closes),
 * for HTML with the options parsePage uses. The two stacked layers cost more than the tokenizer
 * itself on a docs page: the parser re-dispatched every token to the handler through optional
 * callbacks, kept a second stack of names that it shifted and unshifted at every element, and
 * tracked source indices no one reads. Each rule below is the Parser's, in its order.
 */
class PageTreeBuilder implements Callbacks {
  readonly doc: Document = new Document([]);
  readonly elements: Element[] = [];
  readonly #html: string;
  readonly #budget: PageBudget;
  /** The open elements' names, innermost last: the Parser's stack (the tree's may lag by one). */
  readonly #names: string[] = [];
  /** The document and the open elements, innermost last: where the next node goes. */
  readonly #open: ParentNode[] = [this.doc];
  /**
   * The children of every open element, outermost's first, `#top` of them in use; `#firsts[i]`
   * is where `#open[i]`'s start. Each element gets an array of exactly its children when it
   * closes: arrays grown by push hold room for 16 or more, most of it never used.
   */
  readonly #pending: ChildNode[] = [];
  #top = 0;
  readonly #firsts: number[] = [0];
  readonly #foreign: Foreign[] = [Foreign.None];
  /** A text node still being written to: entities arrive as tokens of their own. */
  #lastText: Text | null = null;
  #tagName = '';
  #attribs: Record<string, string> | null = null;
  #attribName = '';
  #attribValue = '';

  /** Whether `/>` closes any element, as parseDocument's `recognizeSelfClosing` (XHTML pages). */
  readonly #selfClosing: boolean;

  constructor(html: string, budget: PageBudget, selfClosing: boolean) {
    this.#html = html;
    this.#budget = budget;
    this.#selfClosing = selfClosing;
  }

  isInForeignContext(): boolean {
    return this.#foreign[this.#foreign.length - 1] !== Foreign.None;
  }

  #addNode(node: ChildNode): void {
    const open = this.#open;
    const top = this.#top;
    if (top > (this.#firsts[open.length - 1] as number)) {
      const previous = this.#pending[top - 1] as ChildNode;
      node.prev = previous;
      previous.next = node;
    }
    this.#pending[top] = node;
    this.#top = top + 1;
    node.parent = open[open.length - 1] as ParentNode;
    this.#lastText = null;
  }

  /** `parent` (the innermost open one) gets its children; they leave the pending list. */
  #settle(parent: ParentNode): void {
    const first = this.#firsts.pop() as number;
    if (this.#top > first) parent.children = this.#pending.slice(first, this.#top);
    this.#top = first;
  }

  #addText(data: string): void {
    const last = this.#lastText;
    if (last !== null) {
      last.data += data;
      return;
    }
    const node = new Text(data);
    this.#addNode(node);
    this.#lastText = node;
  }

  #addComment(data: string): void {
    this.#addNode(new Comment(data));
    // The comment's end: the next text is a node of its own.
    this.#lastText = null;
  }

  #readTagName(start: number, end: number): string {
    const name = lowerNameAt(this.#html, start, end);
    const foreign = this.#foreign;
    if (foreign[foreign.length - 1] === Foreign.Svg) return SVG_TAG_NAMES.get(name) ?? name;
    if (foreign.length > 1) {
      const adjusted = SVG_TAG_NAMES.get(name);
      if (adjusted !== undefined && this.#names.includes(adjusted)) return adjusted;
    }
    if (!this.isInForeignContext()) return name === 'image' ? 'img' : name;
    return name;
  }

  #emitOpenTag(name: string): void {
    this.#tagName = name;
    // The spec ignores a second <form> while one is open: no element, no attributes.
    if (name === 'form' && this.#names.includes('form')) {
      this.#tagName = '';
      return;
    }
    const impliesClose = OPEN_IMPLIES_CLOSE.get(name);
    if (impliesClose !== undefined) {
      while (this.#names.length > 0 && impliesClose.has(this.#names[this.#names.length - 1]!)) {
        this.#popElement();
      }
    }
    if (!VOID_ELEMENTS.has(name)) {
      this.#names.push(name);
      if (name === 'svg') this.#foreign.push(Foreign.Svg);
      else if (name === 'math') this.#foreign.push(Foreign.MathML);
      else if (INTEGRATION_ELEMENTS.has(name)) this.#foreign.push(Foreign.None);
    }
    this.#attribs = {};
  }

  #endOpenTag(): void {
    const attribs = this.#attribs;
    if (attribs !== null) {
      this.#openElement(this.#tagName, attribs);
      this.#attribs = null;
    }
    if (VOID_ELEMENTS.has(this.#tagName)) this.#closeElement();
    this.#tagName = '';
  }

  #openElement(name: string, attribs: Record<string, string>): void {
    // The stack holds the document and every open element: its length is the new one's depth.
    checkPageBudget(this.#open.length, this.elements.length, this.#budget);
    const element = new Element(name, attribs);
    this.#addNode(element);
    this.#open.push(element);
    this.#firsts.push(this.#top);
    this.elements.push(element);
  }

  /** The tree's side of a close: the innermost open element, whatever its name. */
  #closeElement(): void {
    this.#lastText = null;
    // Never the document: only the end settles it (the Parser's stack may hold one more name).
    if (this.#open.length > 1) this.#settle(this.#open.pop() as ParentNode);
  }

  #popElement(): void {
    const name = this.#names.pop()!;
    if (FOREIGN_ELEMENTS.has(name) || INTEGRATION_ELEMENTS.has(name)) this.#foreign.pop();
    this.#closeElement();
  }

  #closeCurrentTag(): void {
    const name = this.#tagName;
    this.#endOpenTag();
    // Self-closing tags are on the top of the stack.
    if (this.#names[this.#names.length - 1] === name) this.#popElement();
  }

  ontext(start: number, end: number): void {
    this.#addText(this.#html.slice(start, end));
  }

  ontextentity(codepoint: number): void {
    this.#addText(fromCodePoint(codepoint));
  }

  onopentagname(start: number, end: number): void {
    this.#emitOpenTag(this.#readTagName(start, end));
  }

  onopentagend(): void {
    this.#endOpenTag();
  }

  onselfclosingtag(): void {
    // HTML ignores `/>` except on foreign (SVG, MathML) elements; XHTML honours it everywhere.
    if (this.#selfClosing || this.isInForeignContext()) this.#closeCurrentTag();
    else this.#endOpenTag();
  }

  onclosetag(start: number, end: number): void {
    const name = this.#readTagName(start, end);
    const names = this.#names;
    if (!VOID_ELEMENTS.has(name)) {
      const at = names.lastIndexOf(name);
      if (at !== -1) {
        for (let i = names.length - 1; i >= at; i--) this.#popElement();
      } else if (name === 'p') {
        // `</p>` with no open p: an empty paragraph, as browsers make.
        this.#emitOpenTag('p');
        this.#closeCurrentTag();
      }
    } else if (name === 'br') {
      // `</br>` is a <br>.
      this.#openElement('br', {});
      this.#closeElement();
    }
  }

  onattribname(start: number, end: number): void {
    this.#attribName = lowerNameAt(this.#html, start, end);
  }

  onattribdata(start: number, end: number): void {
    this.#attribValue += this.#html.slice(start, end);
  }

  onattribentity(codepoint: number): void {
    this.#attribValue += fromCodePoint(codepoint);
  }

  onattribend(): void {
    const attribs = this.#attribs;
    // The first of two same-named attributes wins.
    if (attribs !== null && !Object.hasOwn(attribs, this.#attribName)) {
      attribs[this.#attribName] = this.#attribValue;
    }
    this.#attribValue = '';
  }

  oncomment(start: number, end: number, offset: number): void {
    this.#addComment(this.#html.slice(start, end - offset));
  }

  oncdata(start: number, end: number, offset: number): void {
    const value = this.#html.slice(start, end - offset);
    if (this.isInForeignContext()) this.#addText(value);
    else this.#addComment(`[CDATA[${value}]]`);
  }

  ondeclaration(start: number, end: number): void {
    // Only a DOCTYPE reaches here in HTML; anything else is a bogus comment.
    this.#addNode(new ProcessingInstruction('!doctype', `!${this.#html.slice(start, end)}`));
  }

  onprocessinginstruction(start: number, end: number): void {
    const value = this.#html.slice(start, end);
    const at = value.search(NAME_END);
    const name = (at < 0 ? value : value.slice(0, at)).toLowerCase();
    this.#addNode(new ProcessingInstruction(`?${name}`, `?${value}`));
  }

  onend(): void {
    // Elements still open at the end end there, then the document.
    while (this.#open.length > 0) this.#settle(this.#open.pop() as ParentNode);
  }
}

/**
 * `html` parsed as `parseDocument(html, { recognizeSelfClosing })` parses it (HTML, entities
 * decoded, names lower-cased), with every element in document order; throws PageTooComplex as
 * soon as the tree passes `budget`.
 */
export function buildPageTree(
  html: string,
  budget: PageBudget,
  recognizeSelfClosing = false,
): { doc: Document; elements: Element[] } {
  const builder = new PageTreeBuilder(html, budget, recognizeSelfClosing);
  const tokenizer = new Tokenizer({}, builder);
  if (html !== '') tokenizer.write(html);
  tokenizer.end();
  return { doc: builder.doc, elements: builder.elements };
}
