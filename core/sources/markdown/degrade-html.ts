import { DomUtils, parseDocument } from 'htmlparser2';
import { isTag } from 'domhandler';
import type { Element } from 'domhandler';

/** Wrapper tags whose content is the text: the tags themselves are dropped. */
const UNWRAP_BLOCK =
  /<\/?(?:figure|figcaption|picture|source|p|div|center|details|summary)(?:\s[^<>]*)?>/gi;
const UNWRAP_INLINE = /<\/?(?:span|mark|font|u|sup|sub|small|em|i|b|strong|kbd)(?:\s[^<>]*)?>/gi;
const IMG = /<img\s([^<>]*?)\/?>/gi;
const ANCHOR = /<a\s([^<>]*?)>([^<]*)<\/a>/gi;
/** `<h1 align="center">Title</h1>` on a line of its own, as READMEs write centred titles. */
const HEADING = /^\s*<h([1-6])(?:\s[^<>]*)?>([^<]*)<\/h\1>\s*$/i;

/**
 * Markdown twins (GitBook's especially) carry raw HTML: `<figure><img></figure>`, `<a>` buttons,
 * `<table data-view="cards">`, Docsify's `<dl>` (its Markdown has no definition lists). Raw HTML
 * is rendered as text for safety, so the common shapes are turned into their Markdown equivalents
 * first: images and links keep working, wrappers vanish, HTML tables become lists of rows and
 * definition lists lists of terms. Inline code is left alone.
 */
export function degradeHtml(lines: string[]): string[] {
  const text = lines.join('\n');
  if (!text.includes('<')) return lines;
  const tables = text
    .replace(/<table\b[\s\S]*?<\/table>/gi, (table) => tableToList(table))
    .replace(/<dl\b[\s\S]*?<\/dl>/gi, (list) => definitionsToList(list));
  return tables.split('\n').map((line) => {
    const heading = HEADING.exec(line);
    if (heading) return `${'#'.repeat(Number(heading[1]))} ${(heading[2] ?? '').trim()}`;
    const out = outsideInlineCode(line, degradeInline);
    // A line that was only tags must not turn into an indented code block.
    return out === line || !/^\s*</.test(line) ? out : out.trim();
  });
}

function degradeInline(text: string): string {
  return text
    .replace(IMG, (_, attrs: string) => {
      const src = attribute(attrs, 'src');
      return src ? `![${plain(attribute(attrs, 'alt'))}](${destination(src)})` : '';
    })
    .replace(ANCHOR, (_, attrs: string, label: string) => {
      const href = attribute(attrs, 'href');
      const text = label.trim();
      // A linked image (a README badge or logo) keeps its image syntax inside the link.
      const shown = /^!\[[^\]]*\]\([^)]*\)$/.test(text) ? text : plain(text || href);
      return href ? `[${shown}](${destination(href)})` : label;
    })
    .replace(/<code>([^<`]*)<\/code>/gi, '`$1`')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(UNWRAP_INLINE, '')
    .replace(UNWRAP_BLOCK, ' ')
    .replace(/ {2,}/g, ' ');
}

/** Brackets would end a link label early. */
function plain(text: string): string {
  return text.replace(/[[\]]/g, '');
}

/** A link destination: `<…>` only when the URL has parentheses, which would end it early. */
function destination(url: string): string {
  const clean = url.trim().replace(/[<>]/g, '').replace(/\s/g, '%20');
  return /[()]/.test(clean) ? `<${clean}>` : clean;
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
        .filter((c): c is Element => isTag(c) && (c.name === 'td' || c.name === 'th'))
        .map((cell) => cellText(cell))
        .filter((t) => t !== '')
        .join(' — '),
    )
    .filter((t) => t !== '')
    .map((t) => `- ${t}`);
  return `\n${items.join('\n')}\n`;
}

/** One bullet per term, in bold, then its definitions joined by " — ", as a table's row is. */
function definitionsToList(html: string): string {
  const items: string[] = [];
  for (const el of DomUtils.getElementsByTagName(
    (name) => name === 'dt' || name === 'dd',
    parseDocument(html),
  )) {
    const text = cellText(el);
    if (text === '') continue;
    if (el.name === 'dt') items.push(`- **${text}**`);
    else if (items.length > 0) items[items.length - 1] += ` — ${text}`;
    else items.push(`- ${text}`);
  }
  return `\n${items.join('\n')}\n`;
}

function cellText(cell: Element): string {
  const links = DomUtils.getElementsByTagName('a', cell)
    .map((a) => ({ href: a.attribs.href ?? '', text: DomUtils.textContent(a).trim() }))
    .filter((a) => a.href !== '');
  const text = DomUtils.textContent(cell).replace(/\s+/g, ' ').trim();
  const extra = links.map((a) => `[${plain(a.text || a.href)}](${destination(a.href)})`);
  const withoutLinkText = links.reduce((t, a) => (a.text ? t.replace(a.text, '') : t), text).trim();
  return [withoutLinkText, ...extra].filter((t) => t !== '').join(' ');
}

function outsideInlineCode(line: string, rewrite: (text: string) => string): string {
  return line
    .split(/(`+[^`]*`+)/)
    .map((part, index) => (index % 2 === 1 ? part : rewrite(part)))
    .join('');
}
