import { gfm } from '@joplin/turndown-plugin-gfm';
import TurndownService from 'turndown';
import { escapeMarkdown } from './escape-markdown.ts';
import { addAgentRules } from './agent-rules.ts';
import { addEntryEndRule } from './entry-end-rule.ts';
import { SECTION_CLOSE, SECTION_END, SECTION_START } from './section-marker.ts';

const LANGUAGE = /(?:^|\s)(?:language|lang|highlight)-([\w+#-]+)/;

/** The parts of a turndown node these rules read (turndown's own type is the DOM's Node). */
interface TurndownElement {
  nodeName: string;
  innerHTML: string;
  textContent: string | null;
  className?: string;
  parentNode?: { className?: string } | null;
  getAttribute(name: string): string | null;
  isBlock?: boolean;
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** Sphinx's class for an API entry's signature line (`<dt class="sig sig-object py">`). */
const SIGNATURE = /(?:^|\s)sig(?:\s|$)/;

/** A signature as one line of text, without the permalink sign or the link to its source. */
function signatureText(entry: TurndownElement): string {
  return (entry.textContent ?? '')
    .replace(/\[source\]/g, '')
    .replace(/[¶\uf0c1]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Inline code with a backtick run longer than any inside, padded when it starts or ends with one. */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

function makeService(links: boolean): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
  });
  service.use(gfm);
  // The GFM plugin leaves as raw HTML every table with code, a list or a heading in a cell, which
  // docs' parameter tables often have. What we hand out is text only (mirrored pages are
  // untrusted, and an agent's client may render it), so those become GFM tables of one-line cells.
  service.addRule('tablesAsText', {
    filter: (node: unknown) => {
      const table = node as TurndownElement;
      return table.nodeName === 'TABLE' && RICH_CELLS.test(table.innerHTML);
    },
    replacement: (_content, node: unknown) => `\n\n${tableAsText(service, node as HTMLTable)}\n\n`,
  });
  // Sphinx and others emit <pre> without <code>; turndown would escape it into prose. Fence every
  // <pre> and take the language from its classes or its wrapper's (highlight-python).
  service.addRule('pre', {
    filter: 'pre',
    replacement: (_content, node) => {
      const element = node as unknown as TurndownElement;
      const classes = `${element.className ?? ''} ${element.parentNode?.className ?? ''}`;
      const language = LANGUAGE.exec(classes)?.[1] ?? '';
      const code = (element.textContent ?? '').replace(/\n$/, '');
      // A fence longer than any backtick run inside, so code cannot close it early.
      const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
      const fence = '`'.repeat(longest + 1);
      return `\n\n${fence}${language}\n${code}\n${fence}\n\n`;
    },
  });
  // Each heading (and API entry, a `<dt id>`) starts with a marker naming its anchor, so
  // pageMarkdown can cut the text into sections; htmlToMarkdown removes them again.
  service.addRule('heading', {
    filter: [...HEADINGS],
    replacement: (content, node) => {
      const element = node as unknown as TurndownElement;
      const level = Number(element.nodeName.slice(1));
      // A heading is its first line (rustdoc's where-clause follows on lines of its own), and
      // spaces at its end are nothing in Markdown.
      const [line = '', ...rest] = content.trim().split('\n');
      const text = [line.trimEnd(), ...rest].join('\n');
      return `\n\n${marker(element)}${'#'.repeat(level)} ${text}\n\n`;
    },
  });
  service.addRule('apiEntry', {
    filter: (node: unknown) => {
      const entry = node as TurndownElement;
      return entry.nodeName === 'DT' && entry.getAttribute('id') !== null;
    },
    replacement: (content, node: unknown) => {
      const entry = node as TurndownElement;
      // A signature is code: agents copy it as it is, so it is one code span, with no escapes and
      // no emphasis around each parameter (`_sort\_keys\=False_`).
      const signature = SIGNATURE.test(entry.className ?? '') ? signatureText(entry) : '';
      const text = signature === '' ? content.trim() : links ? codeSpan(signature) : signature;
      return `\n\n${marker(entry)}${text}\n\n`;
    },
  });
  addEntryEndRule(service);
  if (links) {
    // Mirrored text is data: a `<` in it must not open a tag in whatever renders the Markdown.
    service.escape = (text) => escapeMarkdown(text).replace(/</g, '\\<');
    service.addRule('safeLinks', {
      filter: 'a',
      replacement: (content, node) => {
        const href = (node as unknown as TurndownElement).getAttribute('href') ?? '';
        // Ingest allows only http(s), fragments and relative links; anything else is text.
        if (!/^(?:https?:|#|\/|\.|[\w-]+(?:[/.#?]|$))/i.test(href) || content.trim() === '') {
          return content;
        }
        return `[${content}](${href.replace(/[()<>\s]/g, percentEncode)})`;
      },
    });
  } else {
    // Text is for reading in a terminal: no markdown escapes or emphasis markers in the way.
    service.escape = (text) => text;
    service.addRule('plainEmphasis', {
      filter: ['em', 'i', 'strong', 'b'],
      replacement: (content) => content,
    });
    service.addRule('plainLinks', { filter: 'a', replacement: (content) => content });
  }
  // An image in Markdown is fetched by whoever renders it: offline there is nothing to fetch, and
  // a mirrored page must not make a reader's client call out. Its alt text says what it showed.
  service.addRule('imagesAsText', {
    filter: 'img',
    replacement: (_content, node) => {
      const alt = (node as unknown as TurndownElement).getAttribute('alt')?.trim();
      return alt ? `[image: ${links ? alt.replace(/[[\]\\<]/g, '\\$&') : alt}]` : '';
    },
  });
  addAgentRules(service, links);
  return service;
}

/** What the GFM plugin keeps as HTML: a table holding code, lists, headings, rules or quotes. */
const RICH_CELLS = /<(?:code|ul|ol|h[1-6]|hr|blockquote|table)\b/i;

interface HTMLTable {
  rows: ArrayLike<{ childNodes: ArrayLike<{ nodeName: string; innerHTML?: string }> }>;
}

function tableAsText(service: TurndownService, table: HTMLTable): string {
  const rows = Array.from(table.rows, (row) =>
    Array.from(row.childNodes)
      .filter((cell) => cell.nodeName === 'TD' || cell.nodeName === 'TH')
      .map((cell) =>
        service
          .turndown(cell.innerHTML ?? '')
          .replace(/\s*\n\s*/g, ' ')
          .replace(/\|/g, '\\|'),
      ),
  ).filter((cells) => cells.length > 0);
  const width = Math.max(0, ...rows.map((cells) => cells.length));
  if (width === 0) return '';
  const line = (cells: readonly string[]) =>
    `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
  const [head = [], ...body] = rows;
  return [line(head), line(Array<string>(width).fill('---')), ...body.map(line)].join('\n');
}

/** encodeURIComponent leaves `(` and `)` alone, and they would end a Markdown link early. */
function percentEncode(char: string): string {
  return `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
}

function marker(element: TurndownElement): string {
  const id = element.getAttribute('id');
  return id ? `${SECTION_START}${id}${SECTION_END}` : '';
}

const services = new Map<boolean, TurndownService>();

/** The private-use characters the markers are made of, wherever they came from. */
const MARKER_CHARS = new RegExp(`[${SECTION_START}${SECTION_END}${SECTION_CLOSE}]`, 'g');
const MARKERS = new RegExp(`${SECTION_START}[^${SECTION_END}]*${SECTION_END}`, 'g');

/**
 * Cached page HTML as Markdown with section markers before each heading and API entry (see
 * section-marker.ts). A page's own text cannot forge a marker: those characters are removed first.
 */
export function htmlToMarkedMarkdown(html: string, options: { links: boolean }): string {
  let service = services.get(options.links);
  if (!service) {
    service = makeService(options.links);
    services.set(options.links, service);
  }
  return service.turndown(html.replace(MARKER_CHARS, '')).trim();
}

/**
 * Cached page HTML as Markdown (`links: true`) or as readable text with link targets dropped.
 * Either way text only: no raw HTML and no images, whatever the page held.
 */
export function htmlToMarkdown(html: string, options: { links: boolean }): string {
  return htmlToMarkedMarkdown(html, options).replace(MARKERS, '');
}
