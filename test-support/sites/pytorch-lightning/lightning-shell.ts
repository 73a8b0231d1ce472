import type { SiteFile } from '../../serve-site.ts';

const SIZE = 19_519;

/**
 * lightning.ai's client-rendered app shell: the same 200 answer, byte for byte, for every path
 * that is not a real file (a soft 404; a third-party probe measured 19,519 bytes).
 */
export function lightningShell(): SiteFile {
  const head =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lightning AI | Idea to AI product, ⚡️ fast.</title><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="stylesheet" href="/static/css/main.7d1c.css"><script defer src="/static/js/main.4f2a.js"></script></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div><script id="__APP_STATE__" type="application/json">';
  const tail = '</script></body></html>';
  let state = '{"flags":[';
  while (Buffer.byteLength(head + state + tail) < SIZE - 40) state += '"feature",';
  state += '"end"]}';
  const body = head + state + tail;
  const pad = SIZE - Buffer.byteLength(body);
  return {
    body: head + state + ' '.repeat(Math.max(pad, 0)) + tail,
    contentType: 'text/html; charset=utf-8',
  };
}
