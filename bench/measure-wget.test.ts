import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serveSite } from '../test-support/serve-site.ts';
import { findExecutable } from './find-executable.ts';
import { generateSite } from './generate-site.ts';
import { measureWget } from './measure-wget.ts';

const dir = await mkdtemp(join(tmpdir(), 'measure-wget-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const wget = await findExecutable('wget');

describe('measureWget', () => {
  it.skipIf(!wget)('mirrors a generated site through serveSite', async () => {
    const site = await generateSite({ dir: join(dir, 'site'), pages: 40, seed: 5 });
    const server = await serveSite({ root: join(dir, 'site') });
    try {
      const result = await measureWget({ url: `${server.url}/index.html`, dir: join(dir, 'wget') });
      expect(result).toBeDefined();
      expect(result!.exitCode).toBe(0);
      // Pages, plus robots.txt, _static, _images, _sources, genindex and search.
      expect(result!.files).toBeGreaterThan(site.pages + site.images);
      expect(result!.bytes).toBeGreaterThan(site.bytes);
      expect(result!.ms).toBeGreaterThan(0);
      const statuses = new Set(server.requests.map((r) => r.status));
      expect(statuses).toEqual(new Set([200]));
    } finally {
      await server.close();
    }
  });

  it('returns undefined without wget on PATH', async () => {
    const path = process.env.PATH;
    process.env.PATH = dir;
    try {
      expect(await measureWget({ url: 'http://127.0.0.1:9/', dir })).toBeUndefined();
    } finally {
      process.env.PATH = path;
    }
  });
});
