import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, smallDocsSite } from '../core/mirror/testing/small-docs-site.ts';
import type { SiteServer } from '../test-support/serve-site.ts';
import { serveSite } from '../test-support/serve-site.ts';
import { runFolioInProcess } from './testing/run-cli-in-process.ts';
import { runFolio, tempCacheFile, writeCatalog } from './testing/run-folio.ts';

let site: SiteServer;
let catalog: string;
let cache: string;

beforeAll(async () => {
  site = await serveSite({ files: smallDocsSite() });
  catalog = writeCatalog([
    ['Fixture Docs', 'a local fixture', `<${site.url}/docs/index.html>`],
    ['Broken row', 'no url here', 'see the website'],
  ]);
  cache = tempCacheFile();
});
afterAll(() => site.close());

describe('folio', () => {
  it('syncs with NDJSON events and a summary, and reports a malformed catalog row by file and line', async () => {
    const run = await runFolio(['sync', '--catalog', catalog, '--cache', cache, '--json']);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(new RegExp(`${catalog}:10: .*no URL`, 'i'));
    const events = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string });
    expect(events[0]).toMatchObject({ type: 'docset-start', docset: 'fixture-docs' });
    expect(events.filter((e) => e.type === 'page').length).toBeGreaterThanOrEqual(5);
    expect(events.at(-1)).toMatchObject({
      type: 'summary',
      results: [{ docset: 'fixture-docs', outcome: 'ok', summary: { new: 5, failed: 0 } }],
    });
  });

  it('prints one line per event and a summary table when not on a terminal', async () => {
    const run = await runFolioInProcess(['sync', '--catalog', catalog, '--cache', cache]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /fixture-docs: unchanged http:\/\/127\.0\.0\.1:\d+\/docs\/guide\/zero\.html/,
    );
    expect(run.stdout).toMatch(/docset\s+result\s+new\s+changed\s+unchanged\s+removed\s+failed/);
    expect(run.stdout).toMatch(/fixture-docs\s+ok\s+0\s+0\s+5\s+0\s+0/);
  });

  // Through bin/folio like the syncs above: the launcher and main.ts write to the real stdout.
  it('reports status as JSON', async () => {
    const run = await runFolio(['status', '--cache', cache, '--json']);
    expect(run.code).toBe(0);
    const [status] = JSON.parse(run.stdout) as Array<Record<string, unknown>>;
    expect(status).toMatchObject({
      docset: 'fixture-docs',
      name: 'Fixture Docs',
      pages: 5,
      lastError: null,
    });
    expect(status!.bytes).toBeGreaterThan(0);
    expect(typeof status!.lastSyncAt).toBe('string');
  });

  it('searches with scope, anchors and marked snippets', async () => {
    const run = await runFolioInProcess([
      'search',
      'fixture: stage 3 partitions',
      '--cache',
      cache,
      '--json',
    ]);
    expect(run.code).toBe(0);
    const hits = JSON.parse(run.stdout) as Array<Record<string, unknown>>;
    expect(hits[0]).toMatchObject({
      docset: 'fixture-docs',
      title: 'Zero Redundancy Optimizer',
      url: `${site.url}/docs/guide/zero.html`,
      anchor: 'stages',
    });
    expect(hits[0]!.snippet).toContain('<mark>partitions</mark>');
    expect(Object.keys(hits[0]!)).toEqual(
      expect.arrayContaining(['docset', 'title', 'url', 'anchor', 'snippet', 'score']),
    );
    const text = await runFolioInProcess(['search', 'gradient', 'accum', '--cache', cache]);
    expect(text.stdout).toMatch(/1\. \[fixture-docs\] DeepSpeedEngine/);
    expect(text.stdout).toContain('«accumulation»');
  });

  it('shows a page as text, markdown and html, from a fragment', async () => {
    const url = `${site.url}/docs/guide/zero.html`;
    const text = await runFolioInProcess(['show', `${url}#stages`, '--cache', cache]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Zero Redundancy Optimizer');
    expect(text.stdout).toContain('ZeRO stages');
    expect(text.stdout).not.toContain('ZeRO removes memory redundancy');
    const markdown = await runFolioInProcess([
      'show',
      url,
      '--cache',
      cache,
      '--format',
      'markdown',
    ]);
    expect(markdown.stdout).toContain('## ZeRO stages');
    expect(markdown.stdout).toContain('```\ndeepspeed --zero_stage 3 train.py\n```');
    const html = await runFolioInProcess(['show', url, '--cache', cache, '--format', 'html']);
    expect(html.stdout).toContain('id="stages"');
    expect(html.stdout).not.toContain('<script');
    const missing = await runFolioInProcess([
      'show',
      `${site.url}/docs/nope.html`,
      '--cache',
      cache,
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('not in the cache');
  });

  it('exits 2 on bad usage, naming the problem', async () => {
    // Commander's own through bin/folio, end to end; the others in process.
    const spawned: Array<[string[], RegExp]> = [[['frobnicate'], /unknown command/]];
    const inProcess: Array<[string[], RegExp]> = [
      [
        ['sync', '--catalog', catalog, '--cache', cache, '--max-pages', 'lots'],
        /--max-pages must be a positive whole number/,
      ],
      [
        ['sync', '--catalog', catalog, '--cache', cache, '--docset', 'nope'],
        /unknown docset: nope/,
      ],
      [
        ['sync', '--catalog', '/nonexistent/catalog.md', '--cache', cache],
        /catalog file not found: \/nonexistent\/catalog\.md/,
      ],
      [['search', 'x', '--cache', cache, '--docset', 'nope'], /no docset "nope" in the cache/],
      [['show', 'ftp://example.org/', '--cache', cache], /not an http\(s\) URL/],
      [['status', '--cache', cache, '--stale-after', 'soon'], /--stale-after: not a duration/],
      [['frobnicate'], /unknown command/],
    ];
    // Independent runs: the spawned ones side by side.
    const runs = await Promise.all([
      ...spawned.map(([args]) => runFolio(args)),
      ...inProcess.map(([args]) => runFolioInProcess(args)),
    ]);
    for (const [i, [args, message]] of [...spawned, ...inProcess].entries()) {
      expect(runs[i]!.code, args.join(' ')).toBe(2);
      expect(runs[i]!.stderr, args.join(' ')).toMatch(message);
    }
  });

  it('exits 0 for --help and --version, on stdout', async () => {
    const help = await runFolio(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: folio /);
    expect(help.stderr).toBe('');
    const version = await runFolioInProcess(['--version']);
    expect(version.code).toBe(0);
    expect(version.stderr).toBe('');
    expect(version.stdout).toMatch(
      /^0\.1\.0\nfolio 0\.1\.0 \(checkout\)\nplatform \w+-\w+\nnode 24\.\d+\.\d+\nsqlite 3\.\d+\.\d+\nfts5 \d{4}-\d\d-\d\d /,
    );
    const exportHelp = await runFolioInProcess(['export', '--help']);
    expect(exportHelp.code).toBe(0);
    expect(exportHelp.stdout).toMatch(/^Usage: folio export /);
  });

  it('exits 1 when a docset fails, keeping the others, and names the docset and URL', async () => {
    const broken = writeCatalog([
      ['Fixture Docs', 'a local fixture', `<${site.url}/docs/index.html>`],
      ['Gone Docs', 'entry is missing', `<${site.url}/gone/index.html>`],
    ]);
    const run = await runFolioInProcess(['sync', '--catalog', broken, '--cache', cache]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/gone-docs\s+failed.*\/gone\/: HTTP 404/);
    expect(run.stdout).toMatch(/fixture-docs\s+ok/);
  });

  it('refuses a cache that is not a Folio cache', async () => {
    const run = await runFolioInProcess(['status', '--cache', catalog]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/cannot (open|use) cache/);
  });

  it('keeps the pages it has when a changed site dies mid-sync', async () => {
    site.setFile('/docs/guide/pipeline.html', page('Pipeline parallelism', '<p>Rewritten.</p>'));
    const remove = site.use((req) => {
      if (req.url === '/robots.txt') return false;
      req.socket.destroy();
      return true;
    });
    const run = await runFolioInProcess(['sync', '--catalog', catalog, '--cache', cache]);
    remove();
    expect(run.code).toBe(1);
    const search = await runFolioInProcess(['search', '1F1B schedule', '--cache', cache, '--json']);
    expect((JSON.parse(search.stdout) as unknown[]).length).toBe(1);
  });
});
