import type { Command } from 'commander';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { addCatalogRow } from '../../core/catalog/edit-catalog.ts';
import { slugify } from '../../core/catalog/slugify.ts';
import { loadCatalog } from '../../core/engine/load-catalog.ts';
import { userCatalogPath, withUserCatalog } from '../../core/engine/user-catalog.ts';
import { createExtractPool } from '../../core/extract/extract-pool.ts';
import { createFetcher } from '../../core/fetch/create-fetcher.ts';
import { githubFromEnv, USER_AGENT } from '../../core/mirror/sync-docsets.ts';
import { probeSite } from '../../core/probe/probe-site.ts';
import type { SiteProbe } from '../../core/probe/site-probe.ts';
import { ProbeRefusal } from '../../core/probe/site-probe.ts';
import { createHttpGithubFetch } from '../../core/sources/github/create-http-github-fetch.ts';
import type { CliIo } from '../cli-io.ts';
import { CommandExit } from '../command-exit.ts';
import { resolveCatalogs } from '../paths.ts';
import { UsageError } from '../usage-error.ts';

interface AddOptions {
  name?: string;
  section: string;
  llms?: string;
  dryRun?: boolean;
  json?: boolean;
}

export function addAddCommand(program: Command, io: CliIo): void {
  program
    .command('add')
    .description('probe a documentation site (or GitHub repository) and add it to your catalog')
    .argument('<url>', 'the docs entry point, e.g. https://docs.example.org/en/latest/')
    .option('--name <name>', 'the docset’s name (default: from the site’s title)')
    .option('--section <section>', 'the catalog section to list it under', 'My documentation')
    .option('--llms <url>', 'its llms.txt, when it is not at the docs root')
    .option('--dry-run', 'only probe and print what was found; write nothing')
    .option('--json', 'print what was found, and the docset added, as JSON')
    .action((url: string, options: AddOptions) => add(url, options, io));
}

async function add(url: string, options: AddOptions, io: CliIo): Promise<void> {
  if (!/^https?:\/\//i.test(url.trim())) {
    throw new UsageError(`${url} is not an http(s) URL: folio add takes a web address`);
  }
  const probe = await runProbe(url, io);
  const name = options.name?.trim() || probe.title;
  const id = slugify(name);
  if (!id) throw new UsageError(`--name ${JSON.stringify(name)} has no letters or digits`);
  const file = userCatalogPath(io.env);
  const catalog = await loadCatalog(withUserCatalog(resolveCatalogs([], io), file));
  const clash = catalog.docsets.find((d) => d.id === id);
  const llmsTxtUrl = options.llms ?? probe.llmsTxt?.url;
  const row = {
    name,
    description: describe(probe),
    entryUrl: probe.entryUrl,
    llmsTxtUrl,
    section: options.section,
  };
  if (options.json) {
    io.stdout.write(
      `${JSON.stringify({ id, probe, added: !options.dryRun && !clash, catalog: file }, null, 2)}\n`,
    );
  } else {
    io.stdout.write(report(probe, id));
  }
  if (clash) {
    io.stderr.write(
      `folio: a docset "${id}" is already in ${clash.catalog}; pass --name to add this one under another name\n`,
    );
    throw new CommandExit(1);
  }
  if (options.dryRun) {
    if (!options.json) io.stdout.write('Nothing was written (--dry-run).\n');
    return;
  }
  mkdirSync(dirname(file), { recursive: true });
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(file, addCatalogRow(before, row));
  if (!options.json) {
    io.stdout.write(
      `Added "${id}" to ${file} (section "${options.section}").\n` +
        `Mirror it with: folio sync --docset ${id}\n`,
    );
  }
}

async function runProbe(url: string, io: CliIo): Promise<SiteProbe> {
  const fetcher = createFetcher({ userAgent: USER_AGENT });
  const extractor = createExtractPool({ size: 0 });
  try {
    return await probeSite(url, {
      fetcher,
      extractor,
      userAgent: USER_AGENT,
      github: { ...githubFromEnv(io.env), fetch: createHttpGithubFetch({ userAgent: USER_AGENT }) },
    });
  } catch (error) {
    if (!(error instanceof ProbeRefusal)) throw error;
    throw new Error(`cannot add ${url}: ${error.message}. Nothing was written.`, { cause: error });
  } finally {
    await fetcher.close();
    await extractor.close();
  }
}

/** The catalog's one line: what the probe found, for a row the user did not describe. */
function describe(probe: SiteProbe): string {
  return probe.kind === 'github' ? 'GitHub repository docs' : `${probe.generator} documentation`;
}

function report(probe: SiteProbe, id: string): string {
  const rows: Array<[string, string]> = [
    ['docs root', probe.entryUrl + (probe.redirectedFrom ? ` (from ${probe.redirectedFrom})` : '')],
    ['name', `${probe.title} (docset id: ${id})`],
    ['generator', probe.generator],
    ['scope', probe.scope.join(', ')],
  ];
  if (probe.version)
    rows.push([
      'version',
      `${probe.version} (only this version is mirrored; see "versions" overrides)`,
    ]);
  if (probe.kind === 'website') {
    rows.push([
      'llms.txt',
      probe.llmsTxt ? `${probe.llmsTxt.url} (${probe.llmsTxt.pages} pages)` : 'none',
    ]);
    rows.push(['llms-full.txt', probe.llmsFull ?? 'none']);
    rows.push(['sitemap', probe.sitemap ? `${probe.sitemap.pages} pages` : 'none']);
    rows.push([
      'objects.inv',
      probe.objectsInv
        ? `${probe.objectsInv.symbols} API symbols on ${probe.objectsInv.pages} pages`
        : 'none',
    ]);
  }
  rows.push(['estimate', `about ${probe.estimate} page${probe.estimate === 1 ? '' : 's'}`]);
  const width = Math.max(...rows.map(([k]) => k.length));
  return `${rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`).join('\n')}\n`;
}
