export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  /** hreflang → URL, written as xhtml:link alternates (Docusaurus, Read the Docs). */
  alternates?: Record<string, string>;
}

/** A sitemaps.org urlset. */
export function sitemapXml(urls: SitemapUrl[]): string {
  const entries = urls.map((u) => {
    const lastmod = u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : '';
    const alternates = Object.entries(u.alternates ?? {})
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`)
      .join('');
    return `<url><loc>${u.loc}</loc>${lastmod}${alternates}</url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  );
}

/** A sitemap index pointing at child sitemaps. */
export function sitemapIndexXml(sitemaps: string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    sitemaps.map((s) => `<sitemap><loc>${s}</loc></sitemap>`).join('\n') +
    '\n</sitemapindex>\n'
  );
}
