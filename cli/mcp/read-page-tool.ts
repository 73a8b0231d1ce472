import { z } from 'zod';
import type { PageView } from '../../core/api/folio-api.ts';
import type { MarkdownSection } from '../../core/markdown/page-markdown.ts';
import { pageMarkdown } from '../../core/markdown/page-markdown.ts';
import { findSection, nearSections } from '../../core/markdown/find-section.ts';
import { budgetChars, DEFAULT_READ_TOKENS, maxTokensArg } from './budget.ts';
import { fitPart } from './fit-part.ts';
import type { ToolContext } from './tool-context.ts';
import { isShown } from './tool-context.ts';
import { resultChars, toolError, toolResult } from './tool-result.ts';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export const readPageInput = {
  url: z
    .string()
    .min(1)
    .max(4096)
    .describe('A page URL from search results; a #anchor reads just that section'),
  section: z
    .string()
    .min(1)
    .max(500)
    .optional()
    .describe('An anchor or heading of the page to read instead of the whole page'),
  offset: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe('Where to continue: the next_offset of the previous part'),
  max_tokens: maxTokensArg('this part', DEFAULT_READ_TOKENS),
};

export type ReadPageArgs = z.infer<z.ZodObject<typeof readPageInput>>;

/** Outline entries listed with a page's first part: enough to pick a section, not a table dump. */
const OUTLINE_LIMIT = 80;
/** Sections offered when the one asked for is not there: the likeliest few, not the outline. */
const NEAR_LIMIT = 8;

/**
 * One part of a cached page (or of one section, subsections included) as Markdown, with where it
 * came from and how old it is. A long page comes in parts: each says the offset of the next, and
 * the parts read in order are the page's Markdown exactly. No part is over the budget.
 */
export async function readPage(context: ToolContext, args: ReadPageArgs): Promise<CallToolResult> {
  const page = await context.api().getPage({ url: args.url });
  if (!isShown(context, page.docset)) {
    return toolError(`${page.url} is in docset ${page.docset}, which this server does not serve.`);
  }
  const { markdown, sections } = pageMarkdown(page.html, page.outline);
  const wanted = args.section ?? fragmentOf(args.url);
  const section = wanted === undefined ? undefined : findSection(sections, wanted);
  if (wanted !== undefined && section === undefined) {
    return toolError(
      `No section "${wanted}" in ${page.url}. ${sections.length === 0 ? 'It has no sections' : 'Its nearest sections'}: ` +
        `${
          nearSections(sections, wanted, NEAR_LIMIT)
            .map((s) => `${s.anchor} (${s.heading})`)
            .join(', ') || 'none'
        }. Read the page without a section, or pass one of its anchors.`,
    );
  }
  const body = section ? markdown.slice(section.start, section.end) : markdown;
  const offset = args.offset ?? 0;
  if (offset > 0 && offset >= body.length) {
    return toolError(
      `offset ${offset} is past the end (${body.length} characters): everything has been read.`,
    );
  }
  const budget = budgetChars(args.max_tokens, DEFAULT_READ_TOKENS);
  // A section too long for one part lists the sections inside it (a class's members), as a
  // page lists its own: the next read can go straight to `unittest.TestCase.assertRaises`.
  const inner = section
    ? sections.filter((s) => s.start > section.start && s.start < section.end)
    : sections;
  let outline =
    offset === 0 && (section === undefined || body.length > budget)
      ? inner
          .slice(0, OUTLINE_LIMIT)
          .map(({ anchor, heading, level }) => ({ anchor, heading, level }))
      : undefined;
  const build = (end: number) => render(page, section, outline, body, offset, end);
  // The size of everything but the Markdown, with room for the offsets' digits to grow. The
  // outline takes at most half the budget: the page's text is what was asked for.
  let empty = build(offset);
  while (outline && outline.length > 0 && resultChars(empty.structured, empty.text) > budget / 2) {
    outline = outline.slice(0, Math.floor(outline.length * 0.7));
    empty = build(offset);
  }
  const room = budget - resultChars(empty.structured, empty.text) - 64;
  if (room <= 0) return toolError(`max_tokens is too small for this page's header; ask for more.`);
  let end = fitPart(body, offset, room);
  let result = build(end);
  // fitPart's estimate is exact for the Markdown; this only guards the rest of the result.
  while (resultChars(result.structured, result.text) > budget && end > offset + 1) {
    end = offset + Math.floor((end - offset) * 0.9);
    result = build(end);
  }
  return toolResult(result.structured, result.text);
}

function render(
  page: PageView,
  section: MarkdownSection | undefined,
  outline: ReadonlyArray<{ anchor: string; heading: string; level: number }> | undefined,
  body: string,
  offset: number,
  end: number,
): { structured: Record<string, unknown>; text: string } {
  const url = section ? `${page.url}#${section.anchor}` : page.url;
  const part = body.slice(offset, end);
  const nextOffset = end < body.length ? end : null;
  const structured: Record<string, unknown> = {
    url,
    title: page.title,
    docset: page.docset,
    version: page.version,
    fetched_at: page.fetchedAt,
    ...(page.status === 'removed' ? { removed_from_site: true } : {}),
    ...(section ? { section: { anchor: section.anchor, heading: section.heading } } : {}),
    offset,
    next_offset: nextOffset,
    total_chars: body.length,
    markdown: part,
    ...(outline && outline.length > 0 ? { sections: outline } : {}),
  };
  const where = [
    `Source: ${url}`,
    `docset: ${page.docset}`,
    ...(page.version ? [`version: ${page.version}`] : []),
    `fetched: ${page.fetchedAt}`,
    ...(page.status === 'removed' ? ['removed from the site since'] : []),
  ].join(' · ');
  const partNote =
    offset === 0 && nextOffset === null
      ? ''
      : `Part: characters ${offset}–${end} of ${body.length}` +
        (nextOffset === null
          ? ' (the last part).'
          : `; the next part starts at offset ${nextOffset}.`);
  const header = [
    `# ${section ? `${page.title} › ${section.heading}` : page.title}`,
    where,
    partNote,
  ]
    .filter((line) => line !== '')
    .join('\n');
  const more =
    nextOffset === null
      ? ''
      : `\n\n[Continued: read_page with offset ${nextOffset}${section ? ` and section "${section.anchor}"` : ''} for the next part, or a section instead.]`;
  const sectionsNote =
    outline && outline.length > 0 && nextOffset !== null
      ? `\n\nSections (pass one as section): ${outline.map((s) => s.anchor).join(', ')}`
      : '';
  return { structured, text: `${header}\n\n---\n\n${part}${more}${sectionsNote}` };
}

function fragmentOf(url: string): string | undefined {
  const hash = url.indexOf('#');
  if (hash < 0 || hash === url.length - 1) return undefined;
  const fragment = url.slice(hash + 1);
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** The anchor, else the heading as written (any case), else the one heading that contains it. */
