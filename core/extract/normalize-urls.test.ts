import { describe, expect, it } from 'vitest';
import { normalizeUrls } from './normalize-urls.ts';
import { removeTrackers } from './remove-trackers.ts';
import { runStep } from './testing/run-step.ts';

describe('normalizeUrls', () => {
  it('makes hrefs absolute, keeps fragments, and unlinks non-http targets', () => {
    const html =
      '<a href="../api/#x">a</a><a href="#top">t</a><a href="mailto:a@b.c">m</a><a>n</a>';
    expect(runStep(normalizeUrls, html)).toBe(
      '<a href="https://docs.example.org/api/#x">a</a>' +
        '<a href="https://docs.example.org/guide/page.html#top">t</a><a>m</a><a>n</a>',
    );
  });

  it('makes image sources absolute, prefers lazy sources over placeholders, drops srcset and data:', () => {
    const html =
      '<img src="a.png" srcset="a2.png 2x"><img src="data:image/gif;base64,R0lGOD" data-src="/lazy.png">' +
      '<img src="data:image/png;base64,iVBOR"><img src="javascript:x">';
    expect(runStep(normalizeUrls, html)).toBe(
      '<img src="https://docs.example.org/guide/a.png"><img src="https://docs.example.org/lazy.png" data-src="/lazy.png">',
    );
  });
});

describe('removeTrackers', () => {
  it('removes 1×1 images and images from analytics hosts', () => {
    const html =
      '<img src="https://docs.example.org/a.png" width="1" height="1">' +
      '<img src="https://static.scarf.sh/a.png?x-pxid=1">' +
      '<img src="https://www.google-analytics.com/collect?v=1">' +
      '<img src="https://docs.example.org/diagram.png" width="640">';
    expect(runStep(removeTrackers, html)).toBe(
      '<img src="https://docs.example.org/diagram.png" width="640">',
    );
  });
});
