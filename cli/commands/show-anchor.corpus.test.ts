import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../core/engine/open-engine.ts';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import type { InProcessClient } from '../mcp/testing/connect-client.ts';
import { connectInProcess, textOf } from '../mcp/testing/connect-client.ts';
import { openToolContext } from '../mcp/testing/mcp-fixture.ts';
import { runFolioInProcess } from '../testing/run-cli-in-process.ts';
import { tempCacheFile, writeCatalog } from '../testing/run-folio.ts';

/** Two of python3.11-doc's real pages whose API names occur in code well before their own entry. */
const ROOT = '/usr/share/doc/python3.11/html/library';
const PAGES = ['json.html', 'asyncio-task.html'];
const installed = PAGES.every((page) => existsSync(`${ROOT}/${page}`));

/** Where a reader lands: the first line of text after the header `show` prints. */
function firstLine(shown: string): string {
  const body = shown.split('\n').slice(4).join('\n');
  return body.split('\n').find((line) => line.trim() !== '') ?? '';
}

/** Text without spacing, emphasis, escapes or link targets, as both faces spell a heading. */
const squeeze = (text: string) =>
  text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[\s\\_*`]+/g, '');

/** A method's entry shows its own name (`create_task(coro)`), its outline the qualified one. */
const ownName = (heading: string) => squeeze(heading).split('.').pop()!;

describe.skipIf(!installed)(
  'show URL#anchor and read_page at every section (python3.11-doc)',
  () => {
    let site: SiteServer;
    let cacheFile: string;
    let engine: Engine;
    let mcp: InProcessClient;

    beforeAll(async () => {
      site = await serveSite({
        files: {
          '/library/index.html': `<html><head><title>Library</title></head><body><main><h1>Library</h1>
          ${PAGES.map((p) => `<p><a href="${p}">${p}</a></p>`).join('')}</main></body></html>`,
          ...Object.fromEntries(
            PAGES.map((p) => [`/library/${p}`, readFileSync(`${ROOT}/${p}`, 'utf8')]),
          ),
        },
      });
      cacheFile = tempCacheFile();
      const catalog = writeCatalog([['Python', 'stdlib', `<${site.url}/library/index.html>`]]);
      const sync = await runFolioInProcess(['sync', '--catalog', catalog, '--cache', cacheFile]);
      expect(sync.code, sync.stderr).toBe(0);
      const opened = openToolContext(cacheFile);
      engine = opened.engine;
      mcp = await connectInProcess(opened.context);
    }, 60_000);
    afterAll(async () => {
      await mcp?.close();
      await engine?.close();
      await site?.close();
    });

    it.each(PAGES)(
      '%s: every anchor starts at its own heading, in show and read_page',
      async (p) => {
        const url = `${site.url}/library/${p}`;
        const page = await engine.api.getPage({ url });
        expect(page.outline.length).toBeGreaterThan(30);
        for (const { anchor, heading } of page.outline) {
          const shown = await runFolioInProcess(['show', `${url}#${anchor}`, '--cache', cacheFile]);
          expect(shown.code, shown.stderr).toBe(0);
          expect(squeeze(firstLine(shown.stdout)), `#${anchor}`).toContain(ownName(heading));
          const read = await mcp.call('read_page', { url, section: anchor });
          expect(read.isError, `${anchor}: ${textOf(read).slice(0, 200)}`).toBeFalsy();
          const structured = read.structuredContent as { markdown: string };
          const opening = structured.markdown.split('\n').find((line) => line.trim() !== '') ?? '';
          expect(squeeze(opening), `read_page ${anchor}`).toContain(ownName(heading));
        }
      },
    );

    it('an anchor the page lacks is an error naming the ones it likely meant', async () => {
      const url = `${site.url}/library/json.html#json.dumpz`;
      const shown = await runFolioInProcess(['show', url, '--cache', cacheFile]);
      expect(shown.code).toBe(1);
      expect(shown.stdout).toBe('');
      expect(shown.stderr).toMatch(
        /has no section #json\.dumpz; its nearest: #json\.dump, #json\.dumps/,
      );
      const read = await mcp.call('read_page', { url });
      expect(read.isError).toBe(true);
      expect(textOf(read)).toMatch(/nearest sections: json\.dump \(/);
    });
  },
);
