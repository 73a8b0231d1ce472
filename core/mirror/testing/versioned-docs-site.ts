import type { SiteFile } from '../../../test-support/serve-site.ts';

/** The versions the fixture serves; `latest` is where the entry points. */
export const fixtureVersions = ['latest', '2.4.0', '2.3.0'] as const;

/**
 * A Read the Docs-shaped site with three versions under `/en/`: every page carries a version
 * menu (links to each version and a switcher file), the pages of `latest` and `2.4.0` read the
 * same, and `2.4.0` has a page only its sitemap lists.
 */
export function versionedDocsSite(): Record<string, SiteFile | string> {
  const files: Record<string, SiteFile | string> = {
    '/robots.txt': 'User-agent: *\nAllow: /\n',
    '/index.html': { body: '', status: 302, headers: { location: '/en/latest/' } },
  };
  for (const version of fixtureVersions) {
    const root = `/en/${version}/`;
    files[`${root}index.html`] = versionPage(
      version,
      'Trainer documentation',
      '<p>Start with the <a href="guide.html">training guide</a>.</p>',
    );
    files[`${root}guide.html`] = versionPage(
      version,
      'Training guide',
      '<p>Gradient checkpointing trades compute for activation memory.</p>',
    );
  }
  files['/en/2.4.0/orphan.html'] = versionPage(
    '2.4.0',
    'Legacy launcher',
    '<p>The legacy launcher only the sitemap lists.</p>',
  );
  return files;
}

/** Read the Docs' sitemap: every version's pages, absolute. */
export function versionedSitemap(origin: string): string {
  const locs = fixtureVersions.flatMap((v) => [
    `${origin}/en/${v}/`,
    `${origin}/en/${v}/guide.html`,
  ]);
  locs.push(`${origin}/en/2.4.0/orphan.html`);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    locs.map((loc) => `<url><loc>${loc}</loc></url>`).join('\n') +
    '\n</urlset>\n'
  );
}

function versionPage(version: string, title: string, body: string): string {
  const menu = fixtureVersions.map((v) => `<li><a href="/en/${v}/">${v}</a></li>`).join('');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title} — Trainer ${version}</title></head><body>
    <div class="rst-versions"><ul>${menu}</ul><a href="/en/${version}/_static/switcher.json">versions</a></div>
    <div role="main"><section id="top"><h1>${title}</h1>${body}</section></div></body></html>`;
}
