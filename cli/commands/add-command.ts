import type { Command } from 'commander';
import { isDocsVersion } from '../../core/catalog/docset-version.ts';
import { addDocset, AddRefusal, DEFAULT_SECTION } from '../../core/engine/add-docset.ts';
import type { AddResult } from '../../core/engine/add-docset.ts';
import { openCatalog } from '../../core/engine/open-catalog.ts';
import { userCatalogPath } from '../../core/engine/user-catalog.ts';
import { overridesPathFor } from '../../core/sources/overrides/docset-overrides.ts';
import type { SiteProbe } from '../../core/probe/site-probe.ts';
import { appShellAdvice } from '../../core/probe/app-shell-advice.ts';
import type { CliIo } from '../cli-io.ts';
import { networkOf } from '../cli-io.ts';
import { CommandExit } from '../command-exit.ts';
import { resolveCatalogs } from '../paths.ts';
import { UsageError } from '../usage-error.ts';

interface AddOptions {
  name?: string;
  section: string;
  llms?: string;
  dryRun?: boolean;
  here?: boolean;
  json?: boolean;
  version?: string;
  render?: string;
}

export function addAddCommand(program: Command, io: CliIo): void {
  program
    .command('add')
    .description('probe a documentation site (or GitHub repository) and add it to your catalog')
    .argument('<url>', 'the docs entry point, e.g. https://docs.example.org/en/latest/')
    .option('--name <name>', 'the docset’s name (default: from the site’s title)')
    .option('--section <section>', 'the catalog section to list it under', DEFAULT_SECTION)
    .option('--llms <url>', 'its llms.txt, when it is not at the docs root')
    .option(
      '--version <v>',
      'add this version of the docs as its own docset, id@v (a URL in another version’s folder is moved to v’s)',
    )
    .option('--dry-run', 'only probe and print what was found; write nothing')
    .option('--here', "keep the URL's own folder as the scope, even inside a larger docs site")
    .option(
      '--render <how>',
      'browser: render its pages in Chromium (an app shell); writes "render": "browser" to the overrides',
    )
    .option('--json', 'print what was found, and the docset added, as JSON')
    .action((url: string, options: AddOptions) => add(url, options, io));
}

async function add(url: string, options: AddOptions, io: CliIo): Promise<void> {
  if (!/^https?:\/\//i.test(url.trim())) {
    throw new UsageError(`${url} is not an http(s) URL: folio add takes a web address`);
  }
  if (options.version !== undefined && !isDocsVersion(options.version)) {
    throw new UsageError(`--version ${options.version} is not a version (like 0.14 or v2.4.0)`);
  }
  if (options.render !== undefined && options.render !== 'browser') {
    throw new UsageError(
      `--render takes browser (render the pages in Chromium), not ${JSON.stringify(options.render)}`,
    );
  }
  const render = options.render === 'browser' ? 'browser' : undefined;
  const userCatalog = userCatalogPath(io.env);
  const catalog = openCatalog({
    catalogs: () => resolveCatalogs([], io),
    userCatalog,
    warn: (message) => io.stderr.write(`folio: ${message}\n`),
  });
  const { docsets: known } = await catalog();
  let result: AddResult;
  try {
    result = await addDocset(
      {
        url,
        name: options.name,
        section: options.section,
        llmsTxtUrl: options.llms,
        dryRun: options.dryRun,
        here: options.here,
        ...(options.version === undefined ? {} : { version: options.version }),
        ...(render === undefined ? {} : { render }),
      },
      { userCatalog, known, network: networkOf(io) },
    );
  } catch (error) {
    if (!(error instanceof AddRefusal)) throw error;
    if (!error.found) throw new Error(error.message, { cause: error });
    // A name already taken: what was found is shown, then why nothing was written.
    const { found } = error;
    io.stdout.write(
      options.json
        ? `${JSON.stringify(found, null, 2)}\n`
        : report(found.probe, found.id, userCatalog, options),
    );
    // A taken name can be another; the same docs under another name is refused whatever it is.
    const hint = /^a docset "/.test(error.message)
      ? '; pass --name to add this one under another name'
      : '';
    io.stderr.write(`folio: ${error.message}${hint}\n`);
    throw new CommandExit(1);
  }
  if (options.json) {
    io.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return;
  }
  io.stdout.write(report(result.probe, result.id, userCatalog, options));
  if (result.sameAs) {
    const { id, catalog } = result.sameAs;
    io.stderr.write(
      `folio: note: these are the docs of "${id}" in ${catalog} too; both will be mirrored (folio remove ${result.id} undoes this one)\n`,
    );
  }
  // The same write the app's Add dialog makes when its render box is ticked (addDocset).
  const rendered = render
    ? `Set "${result.id}" to render in a browser in ${overridesPathFor(userCatalog)}.\n`
    : '';
  io.stdout.write(
    result.added
      ? `Added "${result.id}" to ${userCatalog} (section "${options.section}").\n${rendered}` +
          `Mirror it with: folio sync --docset ${result.id}\n`
      : 'Nothing was written (--dry-run).\n',
  );
}

function report(
  probe: SiteProbe,
  id: string,
  userCatalog: string,
  options: Pick<AddOptions, 'render' | 'dryRun'>,
): string {
  const rows: Array<[string, string]> = [
    [
      'docs root',
      probe.entryUrl +
        (probe.rootReason
          ? ` (${probe.redirectedFrom} is one of its pages: ${probe.rootReason}; --here keeps that page's folder)`
          : probe.redirectedFrom
            ? ` (from ${probe.redirectedFrom})`
            : ''),
    ],
    ['name', `${probe.title} (docset id: ${id})`],
    ['generator', probe.generator],
    ['scope', probe.scope.join(', ')],
  ];
  if (probe.version)
    rows.push([
      'version',
      `${probe.version} (only this version is mirrored; add others with --version, list them with folio versions)`,
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
    if (probe.navigation) {
      const where = probe.navigation.source === 'file' ? "the generator's own file" : 'its sidebar';
      rows.push(['navigation', `${probe.navigation.pages} pages, from ${where}`]);
    }
    if (probe.symbolIndex) {
      const { symbols, pages } = probe.symbolIndex;
      rows.push(['symbol index', `${symbols} API symbols on ${pages} pages`]);
    }
    if (probe.skips) rows.push(['skips', probe.skips.join(', ')]);
    if (probe.appShell) {
      // Once added, a second add is refused as a taken name: then only the overrides line helps.
      const line = `add "${id}": { "render": "browser" } in ${overridesPathFor(userCatalog)}`;
      const optIn =
        options.render === 'browser'
          ? 'set by --render browser'
          : options.dryRun
            ? `add it with --render browser, or ${line}`
            : line;
      rows.push(['app shell', appShellAdvice(probe.appShell, { optIn, llms: '--llms' }).text]);
    }
  }
  rows.push(['estimate', `about ${probe.estimate} page${probe.estimate === 1 ? '' : 's'}`]);
  const width = Math.max(...rows.map(([k]) => k.length));
  return `${rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`).join('\n')}\n`;
}
