import type { SiteFile } from '../../../test-support/serve-site.ts';

/** The releases the fixture serves under `/en/`, newest first; `latest` reads as 0.15.1. */
export const releases = ['0.15.1', '0.14.0', '0.13.2'] as const;

/** What each release's offload guide says: the pages change between versions. */
export const offloadText: Record<string, string> = {
  '0.15.1': 'ZeRO offload moves optimizer state to NVMe with offload_optimizer.device nvme.',
  '0.14.0': 'ZeRO offload moves optimizer state to host memory with cpu_offload true.',
  '0.13.2': 'ZeRO offload is experimental and needs the zero_offload_legacy flag.',
};

/**
 * A Read the Docs-shaped site with several releases side by side (`/en/latest/`, `/en/0.15.1/`,
 * …): each has its own offload guide, and 0.14.0 alone has a launcher page. Version lists in the
 * formats sites publish are added by the tests that read them.
 */
export function releaseDocsSite(): Record<string, SiteFile | string> {
  const files: Record<string, SiteFile | string> = {
    '/robots.txt': 'User-agent: *\nAllow: /\n',
    '/index.html': { body: '', status: 302, headers: { location: '/en/latest/' } },
  };
  for (const slug of ['latest', ...releases]) {
    const release = slug === 'latest' ? releases[0] : slug;
    const root = `/en/${slug}/`;
    const launcher = release === '0.14.0' ? ' and the <a href="launcher.html">launcher</a>' : '';
    files[`${root}index.html`] = releasePage(
      release,
      'Trainer documentation',
      `<p>Read the <a href="offload.html">offload guide</a>${launcher}.</p>`,
    );
    files[`${root}offload.html`] = releasePage(
      release,
      'ZeRO offload',
      `<p>${offloadText[release]}</p>`,
    );
  }
  files['/en/0.14.0/launcher.html'] = releasePage(
    '0.14.0',
    'Legacy launcher',
    '<p>The deepspeed launcher reads a hostfile of slots per node.</p>',
  );
  return files;
}

function releasePage(release: string, title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title} — Trainer ${release} documentation</title></head><body>
    <div class="rst-versions" data-toggle="rst-versions"></div>
    <div role="main"><section id="top"><h1>${title}</h1>${body}</section></div></body></html>`;
}
