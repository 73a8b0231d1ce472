import type { SiteProbe } from './site-probe.ts';

export interface AppShellAdvice {
  /** What the site is and what a sync will store from it, with the way to opt in to rendering. */
  text: string;
  /**
   * Rendering in Chromium (`"render": "browser"`) would store more than a plain sync: worth
   * offering. False for Docsify on its hash router, whose Markdown a sync reads with no browser.
   */
  offerRender: boolean;
}

/** How the face showing the advice lets a user act on it, in its own words. */
export interface AdviceWords {
  /** How to set the docset to `"render": "browser"` (`add "x": … in FILE`, a checkbox's name). */
  optIn: string;
  /** How to give the docset an llms.txt (`--llms`). */
  llms: string;
}

/**
 * What to do about a site whose pages its scripts write, for `folio add` and the app's Add dialog
 * alike: rendering is opt-in (slower, and it needs Chromium), so the advice says how, and what
 * rendering cannot reach.
 */
export function appShellAdvice(
  shell: NonNullable<SiteProbe['appShell']>,
  { optIn, llms }: AdviceWords,
): AppShellAdvice {
  const name = shell.framework === 'docsify' ? 'a Docsify app' : 'a single-page app';
  const twins =
    shell.twins.length > 0
      ? `; it serves its pages as Markdown (${shell.twins.join(', ')}), which an llms.txt listing them can bring in with no browser (${llms})`
      : '';
  if (shell.hashRoutes && shell.framework === 'docsify') {
    // The crawl reads Docsify's Markdown files and its _sidebar.md itself (docsify-source.ts).
    return {
      text: `${name} on #/ routes: a sync stores the Markdown files it serves (its README.md and those its sidebar lists) as its pages, with no browser`,
      offerRender: false,
    };
  }
  if (shell.hashRoutes) {
    return {
      text:
        `${name}: its pages are #/ routes of this one page, which a sync cannot reach page by page` +
        `${twins}; rendering (${optIn}) stores only this page`,
      offerRender: true,
    };
  }
  return {
    text: `${name}: its pages are written by scripts; a sync stores them only rendered in Chromium: ${optIn}${twins}`,
    offerRender: true,
  };
}
