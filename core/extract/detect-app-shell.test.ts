import { describe, expect, it } from 'vitest';
import { detectAppShell } from './detect-app-shell.ts';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head><title>Docs</title>${head}</head><body>${body}</body></html>`;

describe('detectAppShell', () => {
  it('knows a Docsify shell, and whether it routes by hash', () => {
    const shell = page(
      '',
      '<div id="app">Loading…</div><script>window.$docsify = { name: "x", loadSidebar: true }</script>' +
        '<script src="//cdn.jsdelivr.net/npm/docsify@4"></script>',
    );
    expect(detectAppShell(shell)).toEqual({ framework: 'docsify', hashRoutes: true });
    const history = shell.replace('loadSidebar: true', "routerMode: 'history'");
    expect(detectAppShell(history)).toEqual({ framework: 'docsify', hashRoutes: false });
  });

  it('knows an empty mount point with a module script in the head as an app', () => {
    const shell = page(
      '<script type="module" src="/assets/index-3f2a.js"></script>',
      '<div id="root"></div>',
    );
    expect(detectAppShell(shell)).toEqual({ framework: 'spa', hashRoutes: false });
    expect(
      detectAppShell(page('', '<app-root></app-root><script src="main.js"></script>')),
    ).toEqual({ framework: 'spa', hashRoutes: false });
  });

  it('leaves a page that ships its content alone, even one an app hydrates', () => {
    const prose = '<p>' + 'Configure the trainer with a YAML file and run it. '.repeat(6) + '</p>';
    expect(
      detectAppShell(page('<script src="/app.js"></script>', `<div id="app">${prose}</div>`)),
    ).toBe(undefined);
  });

  it('leaves a short static page alone: no script mounts anything', () => {
    expect(detectAppShell(page('', '<div id="app"><h1>Moved</h1></div>'))).toBe(undefined);
    expect(detectAppShell(page('<script src="/analytics.js"></script>', '<p>Short.</p>'))).toBe(
      undefined,
    );
  });

  it('does not count the text of scripts and styles as the page', () => {
    const big = `<script>window.$docsify = ${JSON.stringify({ text: 'x'.repeat(5000) })}</script>`;
    expect(
      detectAppShell(page('<style>body{margin:0}</style>', `<div id="app"></div>${big}`)),
    ).toEqual({ framework: 'docsify', hashRoutes: true });
  });
});
