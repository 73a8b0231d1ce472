import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runFolioInProcess } from '../testing/run-cli-in-process.ts';
import type { McpFixture } from '../mcp/testing/mcp-fixture.ts';
import { createMcpFixture } from '../mcp/testing/mcp-fixture.ts';
import { parseLlmsTxt } from '../../core/sources/llms-txt/parse-llms-txt.ts';

let fixture: McpFixture;
let out: string;
beforeAll(async () => {
  fixture = await createMcpFixture();
  await fixture.site.close();
  out = mkdtempSync(join(tmpdir(), 'folio-llms-'));
});

describe('folio llms', () => {
  it('writes llms.txt that Folio itself parses, whose links are the written files', async () => {
    const run = await runFolioInProcess(['llms', '--cache', fixture.cacheFile, '--out', out]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^deepspeed: \d+ pages/);
    const dir = join(out, 'deepspeed');
    const base = 'http://folio.invalid/deepspeed/llms.txt';
    const llms = parseLlmsTxt(readFileSync(join(dir, 'llms.txt'), 'utf8'), base);
    expect(llms.title).toBe('DeepSpeed');
    expect(llms.summary).toBe('ZeRO, offload and pipeline parallelism.');
    const links = llms.sections.flatMap((s) => s.links);
    expect(links.map((l) => l.title)).toEqual(
      expect.arrayContaining(['ZeRO-Offload', 'Tuning reference']),
    );
    for (const link of links) {
      const file = join(dir, new URL(link.url).pathname.slice('/deepspeed/'.length));
      expect(existsSync(file), link.url).toBe(true);
    }
    const offload = links.find((l) => l.title === 'ZeRO-Offload')!;
    expect(offload.notes).toBe(
      'Offloading moves optimizer state and parameters to CPU or NVMe memory.',
    );
  });

  it('writes each page as text-only Markdown, linking cached pages by relative path', () => {
    const dir = join(out, 'deepspeed');
    const index = readFileSync(join(dir, 'pages/docs/index.md'), 'utf8');
    expect(index).toContain('[ZeRO guide](guide/zero.md#stages)');
    expect(existsSync(join(dir, 'pages/docs/guide/zero.md'))).toBe(true);
    const offload = readFileSync(join(dir, 'pages/docs/guide/offload.md'), 'utf8');
    expect(offload).toContain(`Source: <${fixture.url('/docs/guide/offload.html')}>`);
    expect(offload).not.toMatch(/(?<!\\)<[a-z!/](?!ttp)/i);
    const full = readFileSync(join(dir, 'llms-full.txt'), 'utf8');
    expect(full).toContain('## ZeRO stage 3 offload');
    expect(full).toContain('](pages/docs/guide/zero.md#stages)');
  });

  it('refuses a docset with nothing cached', async () => {
    const run = await runFolioInProcess([
      'llms',
      '--cache',
      fixture.cacheFile,
      '--out',
      out,
      '--docset',
      'nope',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/no cached pages for docset nope \(cached: deepspeed\)/);
  });
});
