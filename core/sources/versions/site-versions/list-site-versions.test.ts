import { afterEach, describe, expect, it } from 'vitest';
import { releaseDocsSite } from '../../../mirror/testing/release-docs-site.ts';
import { createFetcher } from '../../../fetch/create-fetcher.ts';
import type { SiteServer } from '../../../../test-support/serve-site.ts';
import { serveSite } from '../../../../test-support/serve-site.ts';
import { listSiteVersions } from './list-site-versions.ts';

const servers: SiteServer[] = [];
afterEach(async () => void (await Promise.all(servers.splice(0).map((s) => s.close()))));

async function site(files: Record<string, string> = {}): Promise<SiteServer> {
  const served = await serveSite({ files: releaseDocsSite() });
  servers.push(served);
  for (const [path, body] of Object.entries(files)) served.setFile(path, body);
  return served;
}

async function list(entry: string) {
  const fetcher = createFetcher({ retries: 0, headersTimeoutMs: 2000, totalTimeoutMs: 4000 });
  try {
    return await listSiteVersions(entry, { fetcher });
  } finally {
    await fetcher.close();
  }
}

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html><head><title>Trainer</title>${head}</head><body>${body}<div role="main"><h1>Trainer</h1><p>Docs.</p></div></body></html>`;

const versionsOf = (found: Awaited<ReturnType<typeof list>>) =>
  found?.versions.map((v) => [
    v.version,
    new URL(v.url).pathname,
    ...(v.aliases ? [v.aliases] : []),
  ]);

describe('listSiteVersions, for each version list a site publishes', () => {
  it('reads the pydata switcher.json the page names, newest first', async () => {
    const s = await site();
    s.setFile(
      '/en/latest/index.html',
      page(`<script>DOCUMENTATION_OPTIONS.theme_switcher_json_url = '/switcher.json';</script>`),
    );
    s.setFile(
      '/switcher.json',
      JSON.stringify([
        { version: '0.13.2', url: `${s.url}/en/0.13.2/` },
        { name: '0.15.1 (stable)', version: '0.15.1', url: `${s.url}/en/0.15.1/`, preferred: true },
        { version: 'latest', url: `${s.url}/en/latest/` },
        { version: '0.14.0', url: `${s.url}/en/0.14.0/` },
        { version: 'evil', url: 'javascript:alert(1)' },
      ]),
    );
    const found = await list(`${s.url}/en/latest/`);
    expect(found?.source).toBe('switcher.json');
    expect(versionsOf(found)).toEqual([
      ['latest', '/en/latest/'],
      ['0.15.1', '/en/0.15.1/', ['stable']],
      ['0.14.0', '/en/0.14.0/'],
      ['0.13.2', '/en/0.13.2/'],
    ]);
  });

  it('reads NVIDIA’s versions1.json beside the version folders', async () => {
    const s = await site();
    s.setFile(
      '/en/versions1.json',
      JSON.stringify([
        { preferred: true, version: '0.15.1', url: `${s.url}/en/0.15.1/` },
        { version: '0.14.0', url: `${s.url}/en/0.14.0/` },
      ]),
    );
    const found = await list(`${s.url}/en/latest/`);
    expect(found?.source).toBe('switcher.json');
    expect(versionsOf(found)).toEqual([
      ['0.15.1', '/en/0.15.1/'],
      ['0.14.0', '/en/0.14.0/'],
    ]);
  });

  it('reads mike’s versions.json, each version in its folder', async () => {
    const s = await site();
    s.setFile(
      '/en/versions.json',
      JSON.stringify([
        { version: '0.15.1', title: '0.15.1', aliases: ['latest'] },
        { version: '0.14.0', title: '0.14.0', aliases: [] },
      ]),
    );
    const found = await list(`${s.url}/en/latest/`);
    expect(found?.source).toBe('mike versions.json');
    expect(versionsOf(found)).toEqual([
      ['0.15.1', '/en/0.15.1/', ['latest']],
      ['0.14.0', '/en/0.14.0/'],
    ]);
  });

  it('asks Read the Docs’ addons API for the project and version the page names', async () => {
    const s = await site();
    s.setFile(
      '/en/latest/index.html',
      page(
        '<meta name="readthedocs-project-slug" content="trainer"><meta name="readthedocs-version-slug" content="latest">',
      ),
    );
    s.use((req, res) => {
      if (!req.url?.startsWith('/_/addons/?')) return false;
      const query = new URL(req.url, s.url).searchParams;
      expect([query.get('project-slug'), query.get('version-slug')]).toEqual(['trainer', 'latest']);
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          versions: {
            active: ['latest', 'stable', 'v0.14.0', 'v0.13.2'].map((slug) => ({
              slug,
              urls: { documentation: `${s.url}/en/${slug}/` },
            })),
          },
        }),
      );
      return true;
    });
    const found = await list(`${s.url}/en/latest/`);
    expect(found?.source).toBe('Read the Docs addons');
    expect(versionsOf(found)).toEqual([
      ['latest', '/en/latest/'],
      ['stable', '/en/stable/'],
      ['v0.14.0', '/en/v0.14.0/'],
      ['v0.13.2', '/en/v0.13.2/'],
    ]);
  });

  it('reads Docusaurus’ version dropdown', async () => {
    const s = await site();
    s.setFile(
      '/docs/intro',
      page(
        '<meta name="generator" content="Docusaurus v3.5.2">',
        `<nav class="navbar"><div class="navbar__item dropdown"><a class="navbar__link">Next</a><ul class="dropdown__menu">
        <li><a class="dropdown__link" href="/docs/next/intro">Next</a></li>
        <li><a class="dropdown__link" href="/docs/intro">3.1</a></li>
        <li><a class="dropdown__link" href="/docs/3.0/intro">3.0</a></li>
        <li><a class="dropdown__link" href="https://elsewhere.example/docs/2.0/">2.0</a></li></ul></div></nav>`,
      ),
    );
    const found = await list(`${s.url}/docs/intro`);
    expect(found?.source).toBe('Docusaurus versions');
    expect(versionsOf(found)).toEqual([
      ['Next', '/docs/next/intro'],
      ['3.1', '/docs/intro'],
      ['3.0', '/docs/3.0/intro'],
    ]);
  });

  it('reads sphinx-multiversion’s links to the same docs at other versions', async () => {
    const s = await site();
    s.setFile(
      '/en/latest/index.html',
      page(
        '',
        `<div class="versions"><dl><dt>Tags</dt>
        <dd><a href="../0.14.0/index.html">0.14.0</a></dd><dd><a href="../0.15.1/offload.html">0.15.1</a></dd>
        <dt>Branches</dt><dd><a href="../main/index.html">main</a></dd></dl>
        <a href="/blog/2024/01/">blog</a><a href="/other/1.0/">other docs</a></div>`,
      ),
    );
    const found = await list(`${s.url}/en/latest/`);
    expect(found?.source).toBe('version links');
    expect(versionsOf(found)).toEqual([
      ['main', '/en/main/'],
      ['0.15.1', '/en/0.15.1/'],
      ['0.14.0', '/en/0.14.0/'],
    ]);
  });

  it('falls back to the version folders the sitemap lists, and says when there is nothing', async () => {
    const s = await site();
    s.setFile(
      '/sitemap.xml',
      `<urlset>${['latest', '0.14.0', '0.13.2'].map((v) => `<url><loc>${s.url}/en/${v}/offload.html</loc></url>`).join('')}</urlset>`,
    );
    const found = await list(`${s.url}/`);
    expect(found?.source).toBe('sitemap folders');
    expect(versionsOf(found)).toEqual([
      ['latest', '/en/latest/'],
      ['0.14.0', '/en/0.14.0/'],
      ['0.13.2', '/en/0.13.2/'],
    ]);
    s.deleteFile('/sitemap.xml');
    expect(await list(`${s.url}/`)).toBeUndefined();
    // A GitHub repository is not asked at all: it has branches, not a version list.
    const refuse = {
      fetch: () => Promise.reject(new Error('asked the network')),
      close: () => Promise.resolve(),
    };
    const repo = 'https://github.com/pytorch/torchtitan';
    expect(await listSiteVersions(repo, { fetcher: refuse })).toBeUndefined();
  });
});
