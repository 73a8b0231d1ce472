import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SiteServer } from '../../../../test-support/serve-site.ts';
import { serveSite } from '../../../../test-support/serve-site.ts';

/** The Docsify fixture's files: real Docsify 4.13.1 and its Markdown pages (see SOURCE.md). */
export const DOCSIFY_SITE = fileURLToPath(new URL('../fixtures/docsify-site/', import.meta.url));

/**
 * The Docsify fixture on its history router: every page path is answered with the app (as
 * Docsify's docs tell servers to), and the app fetches the page's Markdown itself, so its pages
 * exist only once a browser has run it. Its pages are `/`, `/guide` and `/api`.
 */
export async function serveDocsifyApp(): Promise<SiteServer> {
  const site = await serveSite({ root: DOCSIFY_SITE });
  const app = readFileSync(`${DOCSIFY_SITE}index.html`);
  site.use((req, res) => {
    const path = new URL(req.url ?? '/', site.origin).pathname;
    if (path === '/' || /\.[a-z0-9]+$/i.test(path)) return false;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(app);
    return true;
  });
  return site;
}
