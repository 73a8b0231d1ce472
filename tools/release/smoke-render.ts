import { execFile, execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { writeCatalog } from '../../cli/testing/run-folio.ts';
import { serveDocsifyApp } from '../../core/fetch/browser/testing/serve-docsify-app.ts';

/**
 * Debian's /usr/bin/chromium is a shell script that calls the usual tools (uname, grep…), which
 * the smoke test's PATH leaves out on purpose; the browser binary it starts needs none of them.
 */
const CHROMIUM = '/usr/lib/chromium/chromium';

/**
 * The release syncs a client-rendered docset, `"render": "browser"`: real Docsify on its history
 * router, whose pages exist only once a browser has run the app. That loads the release's own
 * playwright-core and drives Chromium with it. Each check is reported through `step`.
 */
export async function smokeRender(
  folio: string,
  env: Record<string, string>,
  work: string,
  step: (name: string, ok: boolean, detail?: string) => void,
): Promise<void> {
  const site = await serveDocsifyApp();
  try {
    const catalog = writeCatalog([['Widget', 'a Docsify app', `<${site.url}/>`]]);
    writeFileSync(catalog.replace(/\.md$/, '.overrides.json'), '{"widget": {"render": "browser"}}');
    const cache = join(work, 'rendered.db');
    const renderEnv = { ...env, FOLIO_CHROMIUM: CHROMIUM };
    const started = Date.now();
    // Asynchronously: the app is served from this very process.
    const sync = await promisify(execFile)(
      folio,
      ['sync', '--catalog', catalog, '--cache', cache, '--json'],
      { env: renderEnv, encoding: 'utf8' },
    ).then(
      (done) => ({ ok: true, out: done.stdout }),
      (error: { stdout?: string; stderr?: string }) => ({
        ok: false,
        out: `${error.stdout ?? ''}${error.stderr ?? ''}`,
      }),
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    step(
      'sync a docset rendered in Chromium',
      sync.ok,
      sync.ok ? `${seconds} s` : syncError(sync.out),
    );
    const status = JSON.parse(
      execFileSync(folio, ['status', '--cache', cache, '--json'], { env, encoding: 'utf8' }),
    ) as Array<{ pages: number }>;
    step('rendered pages stored', status[0]?.pages === 3, `${status[0]?.pages ?? 0} of 3`);
    const shown = showPage(folio, `${site.url}/guide`, cache, env);
    step(
      'show a rendered page',
      /Resuming/.test(shown) && /checkpoint\.dir/.test(shown) && !/\$docsify/.test(shown),
      `${shown.length} chars`,
    );
  } finally {
    await site.close();
  }
}

/** What went wrong, from the NDJSON a failed `sync --json` printed: its docset's error. */
function syncError(text: string): string {
  const error = /"error":"((?:[^"\\]|\\.)*)"/.exec(text)?.[1];
  return error ?? text.trim().split('\n').slice(-3).join(' | ');
}

function showPage(folio: string, url: string, cache: string, env: Record<string, string>): string {
  try {
    return execFileSync(folio, ['show', url, '--cache', cache], { env, encoding: 'utf8' });
  } catch (error) {
    return (error as { stderr?: string }).stderr ?? '';
  }
}
