import { afterEach, describe, expect, it } from 'vitest';
import { createFetcher } from './create-fetcher.ts';
import type { Fetcher } from './fetch-result.ts';
import { loadRobots } from './load-robots.ts';
import { closedPortOrigin, startTestServer } from './testing/start-test-server.ts';
import type { TestServer } from './testing/start-test-server.ts';

const UA = 'Folio/0.1 (offline documentation mirror)';
let server: TestServer | undefined;
let fetcher: Fetcher | undefined;

afterEach(async () => {
  await fetcher?.close();
  await server?.close();
  server = undefined;
});

/** Serves `body` with `status` at /robots.txt and counts the requests. */
async function robotsAt(status: number, body = ''): Promise<string> {
  server = await startTestServer((req, res) => {
    if (req.url === '/robots.txt') res.writeHead(status, { 'content-type': 'text/plain' });
    else res.writeHead(404);
    res.end(body);
  });
  fetcher = createFetcher({ sleep: () => Promise.resolve(), random: () => 0 });
  return server.origin;
}

describe('loadRobots', () => {
  it('applies allow and disallow rules for our user agent', async () => {
    const origin = await robotsAt(
      200,
      [
        'User-agent: *',
        'Disallow: /',
        '',
        'User-agent: Folio',
        'Disallow: /docs/private/',
        'Allow: /docs/private/public.html',
        'Disallow: /*.pdf$',
      ].join('\n'),
    );
    const robots = await loadRobots(origin, fetcher!, UA);
    expect(robots.problem).toBeUndefined();
    expect(robots.isAllowed(`${origin}/docs/intro.html`)).toBe(true);
    expect(robots.isAllowed(`${origin}/docs/private/x.html`)).toBe(false);
    expect(robots.isAllowed(`${origin}/docs/private/public.html`)).toBe(true);
    expect(robots.isAllowed(`${origin}/manual.pdf`)).toBe(false);
    expect(robots.isAllowed('https://other.example/docs/intro.html')).toBe(false);
  });

  it('falls back to the * group', async () => {
    const origin = await robotsAt(200, 'User-agent: *\nDisallow: /private\n');
    const robots = await loadRobots(origin, fetcher!, UA);
    expect(robots.isAllowed(`${origin}/private/a`)).toBe(false);
    expect(robots.isAllowed(`${origin}/public/a`)).toBe(true);
  });

  it('reads Crawl-delay and caps it at 60 s', async () => {
    let origin = await robotsAt(200, 'User-agent: *\nCrawl-delay: 2.5\n');
    expect((await loadRobots(origin, fetcher!, UA)).crawlDelayMs).toBe(2500);
    await fetcher!.close();
    await server!.close();

    origin = await robotsAt(200, 'User-agent: *\nCrawl-delay: 600\n');
    const capped = await loadRobots(origin, fetcher!, UA);
    expect(capped.crawlDelayMs).toBe(60_000);
    expect(capped.warning).toMatch(/capped at 60 s/);
  });

  it('lists sitemaps as absolute URLs', async () => {
    const origin = await robotsAt(
      200,
      'Sitemap: https://x.org/sitemap.xml\nSitemap: /docs/sitemap.xml\nSitemap: https://x.org/sitemap.xml\n',
    );
    const robots = await loadRobots(origin, fetcher!, UA);
    expect(robots.sitemaps).toEqual(['https://x.org/sitemap.xml', `${origin}/docs/sitemap.xml`]);
    expect(robots.crawlDelayMs).toBeUndefined();
  });

  it('allows everything when robots.txt is missing (404) or forbidden (403)', async () => {
    for (const status of [404, 403]) {
      const origin = await robotsAt(status, 'User-agent: *\nDisallow: /\n');
      const robots = await loadRobots(origin, fetcher!, UA);
      expect(robots.isAllowed(`${origin}/docs/`)).toBe(true);
      expect(robots.problem).toBeUndefined();
      await fetcher!.close();
      await server!.close();
    }
  });

  it('disallows everything on a server error, and says why', async () => {
    const origin = await robotsAt(500);
    const robots = await loadRobots(origin, fetcher!, UA);
    expect(robots.isAllowed(`${origin}/docs/`)).toBe(false);
    expect(robots.problem).toMatch(/robots\.txt could not be read \(HTTP 500 after 4 attempts\)/);
  });

  it('disallows everything when the host is unreachable', async () => {
    const origin = await closedPortOrigin();
    fetcher = createFetcher({ sleep: () => Promise.resolve(), retries: 0 });
    const robots = await loadRobots(origin, fetcher, UA);
    expect(robots.isAllowed(`${origin}/`)).toBe(false);
    expect(robots.problem).toMatch(/connection refused/);
  });

  it('does not follow a redirect to a special address, and says why', async () => {
    let hits = 0;
    server = await startTestServer((_req, res) => {
      hits++;
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    });
    fetcher = createFetcher({ sleep: () => Promise.resolve(), random: () => 0 });
    // The hop is refused by the scope check, which runs before any connection is made.
    const robots = await loadRobots(server.origin, fetcher, UA);
    expect(robots.isAllowed(`${server.origin}/docs/`)).toBe(false);
    expect(robots.problem).toContain(
      'redirects to http://169.254.169.254/latest/meta-data/, a private or special address',
    );
    expect(hits).toBe(1);
  });

  it('parses only the first 500 KiB', async () => {
    const filler = `# ${'x'.repeat(1000)}\n`.repeat(520);
    const origin = await robotsAt(
      200,
      `User-agent: *\nDisallow: /early\n${filler}Disallow: /late\n`,
    );
    const robots = await loadRobots(origin, fetcher!, UA);
    expect(robots.isAllowed(`${origin}/early`)).toBe(false);
    expect(robots.isAllowed(`${origin}/late`)).toBe(true);
  });
});
