import type { Command } from 'commander';
import { canonicalizeUrl } from '../../core/url/canonicalize-url.ts';
import type { CliIo } from '../cli-io.ts';
import { CACHE_OPTION_HELP } from '../paths.ts';
import type { PageView } from '../../core/api/folio-api.ts';
import { findSection, nearSections } from '../../core/markdown/find-section.ts';
import { htmlToMarkdown } from '../../core/markdown/html-to-markdown.ts';
import { pageMarkdown } from '../../core/markdown/page-markdown.ts';
import { openReader } from '../open-reader.ts';
import { UsageError } from '../usage-error.ts';
import { versionLabel } from '../version-label.ts';

const FORMATS = ['text', 'markdown', 'html'] as const;
type Format = (typeof FORMATS)[number];
/** Anchors offered for a fragment the page does not have. */
const NEAR_LIMIT = 8;

export function addShowCommand(program: Command, io: CliIo): void {
  program
    .command('show')
    .description('print a cached page')
    .argument('<url>', 'the page URL, as mirrored (a #fragment starts at that section)')
    .option('--cache <file>', CACHE_OPTION_HELP)
    .option('--format <format>', 'text, markdown or html', 'text')
    .action(async (url: string, options: { cache?: string; format: string }) => {
      if (!FORMATS.includes(options.format as Format)) {
        throw new UsageError(
          `--format must be one of ${FORMATS.join(', ')}, not ${options.format}`,
        );
      }
      const canonical = canonicalizeUrl(url);
      if (!canonical) throw new UsageError(`not an http(s) URL: ${url}`);
      const engine = openReader(options.cache, io);
      try {
        // Missing is a failure (exit 1 with the message), not bad usage.
        const page = await engine.api.getPage({ url });
        const format = options.format as Format;
        const header =
          format === 'html'
            ? ''
            : `${page.title}\n${page.url}\n${versionLabel(page.docset, page.version)}\nfetched ${page.fetchedAt}${page.status === 'removed' ? ' (removed from the site since)' : ''}\n\n`;
        io.stdout.write(`${header}${render(page, url, format)}\n`);
      } finally {
        await engine.close();
      }
    });
}

/**
 * With a #fragment, the text starts at that section's heading, as a browser would scroll there:
 * cut where the converted page marks the anchor (pageMarkdown), never where its heading's words
 * first occur (`asyncio.gather` appears in code long before its own entry). HTML is the page
 * whole; a fragment the page does not have is an error naming the anchors it likely meant.
 */
function render(page: PageView, url: string, format: Format): string {
  if (format === 'html') return page.html;
  const links = format === 'markdown';
  const hash = url.indexOf('#');
  if (hash < 0) return htmlToMarkdown(page.html, { links });
  const wanted = safeDecode(url.slice(hash + 1));
  const { markdown, sections } = pageMarkdown(page.html, page.outline, { links });
  const section = findSection(sections, wanted);
  if (section) return markdown.slice(section.start);
  const near = nearSections(sections, wanted, NEAR_LIMIT).map((s) => `#${s.anchor}`);
  throw new Error(
    `${page.url} has no section #${wanted}` +
      (near.length > 0 ? `; its nearest: ${near.join(', ')}` : '; it has no sections') +
      `. \`folio show ${page.url}\` prints the whole page.`,
  );
}

function safeDecode(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
