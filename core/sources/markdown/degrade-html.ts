import { DomUtils, parseDocument } from 'htmlparser2';
import { isElement } from '../../extract/is-element.ts';
import type { Element } from 'domhandler';

/** Wrapper tags whose content is the text: the tags themselves are dropped. */
const UNWRAP_BLOCK =
  /<\/?(?:figure|figcaption|picture|p|div|center|details|summary)(?:\s[^<>]*)?>/gi;
const UNWRAP_INLINE = /<\/?(?:span|mark|font|u|sup|sub|small|em|i|b|strong|kbd)(?:\s[^<>]*)?>/gi;
const IMG = /<img\s([^<>]*?)\/?>/gi;
const ANCHOR = /<a\s([^<>]*?)>([^<]*)<\/a>/gi;

/**
 * Markdown twins (GitBook's especially) carry raw HTML: `<figure><img></figure>`, `<a>` buttons,
 * `<table data-view="cards">`. Raw HTML is rendered as text for safety, so the common shapes are
 * turned into their Markdown equivalents first: images and links keep working, wrappers vanish,
 * HTML tables become lists of rows. Inline code is left alone.
 */
export function degradeHtml(lines: string[]): string[] {
  const text = lines.join('\n');
  if (!text.includes('<')) return lines;
  const tables = text.replace(/<table\b[\s\S]*?<\/table>/gi, (table) => tableToList(table));
  return tables.split('\n').map((line) => {
    const out = outsideInlineCode(line, degradeInline);
    // A line that was only tags must not turn into an indented code block.
    return out === line || !/^\s*</.test(line) ? out : out.trim();
  });
}

function degradeInline(text: string): string {
  return text
    .replace(IMG, (_, attrs: string) => {
      const src = attribute(attrs, 'src');
      return src
        ? `![${attribute(attrs, 'alt').replace(/[[\]]/g, '')}](<${src.replace(/[<>\s]/g, '')}>)`
        : '';
    })
    .replace(ANCHOR, (_, attrs: string, label: string) => {
      const href = attribute(attrs, 'href');
      return href
        ? `[${(label.trim() || href).replace(/[[\]]/g, '')}](<${href.replace(/[<>\s]/g, '')}>)`
        : label;
    })
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(UNWRAP_INLINE, '')
    .replace(UNWRAP_BLOCK, ' ')
    .replace(/ {2,}/g, ' ');
}

function attribute(attrs: string, name: string): string {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(
    attrs,
  );
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
}

/** One bullet per row, cells joined by " — ", links inside cells kept. */
function tableToList(html: string): string {
  const doc = parseDocument(html);
  const rows = DomUtils.getElementsByTagName('tr', doc);
  const items = rows
    .map((row) =>
      DomUtils.getChildren(row)
        .filter((c): c is Element => isElement(c) && (c.name === 'td' || c.name === 'th'))
        .map((cell) => cellText(cell))
        .filter((t) => t !== '')
        .join(' — '),
    )
    .filter((t) => t !== '')
    .map((t) => `- ${t}`);
  return `\n${items.join('\n')}\n`;
}

function cellText(cell: Element): string {
  const links = DomUtils.getElementsByTagName('a', cell)
    .map((a) => ({ href: a.attribs.href ?? '', text: DomUtils.textContent(a).trim() }))
    .filter((a) => a.href !== '');
  const text = DomUtils.textContent(cell).replace(/\s+/g, ' ').trim();
  const extra = links.map(
    (a) => `[${(a.text || a.href).replace(/[[\]]/g, '')}](<${a.href.replace(/[<>\s]/g, '')}>)`,
  );
  const withoutLinkText = links.reduce((t, a) => (a.text ? t.replace(a.text, '') : t), text).trim();
  return [withoutLinkText, ...extra].filter((t) => t !== '').join(' ');
}

function outsideInlineCode(line: string, rewrite: (text: string) => string): string {
  return line
    .split(/(`+[^`]*`+)/)
    .map((part, index) => (index % 2 === 1 ? part : rewrite(part)))
    .join('');
}
