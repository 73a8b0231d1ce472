import type { Command } from 'commander';
import { canonicalizeUrl } from '../../core/url/canonicalize-url.ts';
import type { CliIo } from '../cli-io.ts';
import { CACHE_OPTION_HELP } from '../paths.ts';
import { htmlToMarkdown } from '../../core/markdown/html-to-markdown.ts';
import { openReader } from '../open-reader.ts';
import { UsageError } from '../usage-error.ts';
import { versionLabel } from '../version-label.ts';

const FORMATS = ['text', 'markdown', 'html'] as const;
type Format = (typeof FORMATS)[number];

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
        const body =
          format === 'html'
            ? page.html
            : htmlToMarkdown(page.html, { links: format === 'markdown' });
        io.stdout.write(`${header}${fromFragment(body, url, page.outline, format)}\n`);
      } finally {
        await engine.close();
      }
    });
}

/** With a #fragment, start the text at that section's heading, as a browser would scroll there. */
function fromFragment(
  body: string,
  url: string,
  sections: ReadonlyArray<{ anchor: string; heading: string }>,
  format: Format,
): string {
  const hash = url.indexOf('#');
  if (hash < 0 || format === 'html') return body;
  const anchor = decodeURIComponent(url.slice(hash + 1));
  const section = sections.find((s) => s.anchor === anchor);
  if (!section) return body;
  const at = body.indexOf(section.heading);
  const lineStart = at < 0 ? -1 : body.lastIndexOf('\n', at) + 1;
  return lineStart < 0 ? body : body.slice(lineStart);
}
