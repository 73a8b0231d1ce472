import { describe, expect, it } from 'vitest';
import { createSoft404Detector, soft404ProbeUrl } from './create-soft-404-detector.ts';
import { looksNotFound } from './looks-not-found.ts';

const SHELL = `<!doctype html><html><head><title>Lightning</title></head><body><div id="root"></div>${'<script src="/a.js"></script>'.repeat(50)}</body></html>`;
const PAGE_TEXT =
  'The Trainer runs the training loop across devices, with checkpointing and logging built in.';

describe('soft404ProbeUrl', () => {
  it('makes a random path under the base directory', () => {
    expect(soft404ProbeUrl('https://x.org/docs/pytorch/stable/', () => 'abc')).toBe(
      'https://x.org/docs/pytorch/stable/folio-probe-abc/',
    );
    expect(soft404ProbeUrl('https://x.org/docs/index.html', () => 'abc')).toBe(
      'https://x.org/docs/folio-probe-abc/',
    );
    expect(soft404ProbeUrl('https://x.org/')).toMatch(
      /^https:\/\/x\.org\/folio-probe-[0-9a-f]{16}\/$/,
    );
  });
});

describe('createSoft404Detector', () => {
  it('flags pages identical to an SPA shell the probe got', () => {
    const detector = createSoft404Detector();
    detector.recordProbe('https://x.org/docs/folio-probe-1/', { status: 200, body: SHELL });
    expect(detector.check('https://x.org/docs/anything', { status: 200, body: SHELL })).toBe(
      'same body as a missing page on this host',
    );
    expect(
      detector.check('https://y.org/docs/anything', { status: 200, body: SHELL }),
    ).toBeUndefined();
  });

  it('flags near-identical not-found pages that echo their path', () => {
    const detector = createSoft404Detector();
    const notFound = (path: string) => ({
      status: 200,
      body: `<html><body><h2>Sorry</h2><p>We looked everywhere for ${path} but it is gone. Try the search or go back home to continue reading the documentation.</p></body></html>`,
      title: 'Docs',
      text: `Sorry We looked everywhere for ${path} but it is gone. Try the search or go back home to continue reading the documentation.`,
    });
    detector.recordProbe('https://x.org/folio-probe-abcd/', notFound('/folio-probe-abcd/'));
    expect(
      detector.check('https://x.org/guide/missing-page', notFound('/guide/missing-page')),
    ).toBe('nearly the same as a missing page on this host');
  });

  it('flags pages whose title or h1 says not found', () => {
    const detector = createSoft404Detector();
    expect(
      detector.check('https://x.org/a', {
        status: 200,
        body: 'x',
        title: 'Page not found | Docs',
        text: PAGE_TEXT,
      }),
    ).toBe('the page says "Page not found | Docs"');
    expect(
      detector.check('https://x.org/a', {
        status: 200,
        body: 'x',
        title: 'Docs',
        h1: '404',
        text: PAGE_TEXT,
      }),
    ).toBe('the page says "404"');
  });

  it('flags extractions with almost no text', () => {
    const detector = createSoft404Detector();
    expect(
      detector.check('https://x.org/a', {
        status: 200,
        body: SHELL,
        title: 'App',
        text: '  Loading…  ',
      }),
    ).toBe('almost no text (an empty app shell?)');
  });

  it('keeps real pages, including the home page a host serves for unknown paths', () => {
    const detector = createSoft404Detector();
    const home = {
      status: 200,
      body: `<html><body>${PAGE_TEXT}</body></html>`,
      title: 'Home',
      text: PAGE_TEXT,
    };
    detector.recordProbe('https://x.org/docs/folio-probe-1/', home);
    expect(detector.check('https://x.org/docs/', home)).toBeUndefined();
    expect(detector.check('https://x.org/docs/index.html', home)).toBeUndefined();
    expect(detector.check('https://x.org/docs/other', home)).toBe(
      'same body as a missing page on this host',
    );
    const other = {
      status: 200,
      body: `<html><body>${PAGE_TEXT} More.</body></html>`,
      title: 'Trainer',
      text: `${PAGE_TEXT} And the rest of a long and different page about strategies.`,
    };
    expect(detector.check('https://x.org/docs/trainer', other)).toBeUndefined();
  });

  it('ignores probes that got a real 404, and non-2xx samples', () => {
    const detector = createSoft404Detector();
    detector.recordProbe('https://x.org/folio-probe-1/', { status: 404, body: SHELL });
    expect(detector.check('https://x.org/a', { status: 200, body: SHELL })).toBeUndefined();
    expect(
      detector.check('https://x.org/a', { status: 500, body: '', title: 'Page not found' }),
    ).toBeUndefined();
  });
});

describe('looksNotFound', () => {
  it.each([
    ['Page not found', true],
    ['404 Not Found', true],
    ['Error 404', true],
    ['Not Found | Docs', true],
    ["This page doesn't exist", true],
    ["We couldn't find the page", true],
    ['The page you are looking for', true],
    ['Handling 404 errors in your API', false],
    ['Troubleshooting: module not found', false],
    ['Trainer', false],
  ])('%s → %s', (title, expected) => {
    expect(looksNotFound(title) !== undefined).toBe(expected);
  });
});
