import type { ChildNode, Element } from 'domhandler';
import { ElementType, parseDocument } from 'htmlparser2';

/**
 * A page whose content is written by its scripts in the browser: what a crawler reads of it is an
 * empty mount point. `hashRoutes`: its pages are `#/page` routes of this one URL, not URLs of
 * their own (Docsify's default router), so a crawl cannot reach them by following links.
 */
export interface AppShell {
  framework: 'docsify' | 'spa';
  hashRoutes: boolean;
}

/** Below this much visible text the body is a mount point with a "Loading…", not a page. */
const MAX_SHELL_CHARS = 200;

/** Where single-page apps mount: Vue and Docsify, React, Next, Gatsby, Quasar, Angular. */
const MOUNT_IDS = new Set(['app', 'root', '__next', '___gatsby', 'q-app', '__nuxt']);
const MOUNT_TAGS = new Set(['app-root']);

const TEXTLESS = new Set(['script', 'style', 'template', 'noscript', 'head', 'title', 'svg']);

/**
 * Whether an HTML page is an empty app shell: little visible text, and a script that mounts an
 * app (Docsify's `window.$docsify`, or a script beside an empty `#app`, `#root`, `<app-root>`).
 * A short static page has no such script; an app page that ships its content (server-rendered)
 * has the text. Reads markup only: nothing here runs the page's scripts.
 */
export function detectAppShell(html: string): AppShell | undefined {
  const doc = parseDocument(html);
  const scripts: string[] = [];
  const sources: string[] = [];
  let text = '';
  let mount = false;
  // Scripts count wherever they are (the head too); text only where a reader would see it.
  const walk = (nodes: readonly ChildNode[], visible: boolean): void => {
    for (const node of nodes) {
      if (node.type === ElementType.Text) {
        if (visible) text += node.data;
        continue;
      }
      if (!isElement(node)) continue;
      if (node.name === 'script') {
        if (node.attribs.src !== undefined) sources.push(node.attribs.src);
        scripts.push(inlineText(node));
        continue;
      }
      if (MOUNT_TAGS.has(node.name) || MOUNT_IDS.has(node.attribs.id ?? '')) mount = true;
      walk(node.children, visible && !TEXTLESS.has(node.name));
    }
  };
  walk(doc.children, true);
  if (text.replace(/\s+/g, ' ').trim().length >= MAX_SHELL_CHARS) return undefined;
  const code = scripts.join('\n');
  if (/\$docsify\b/.test(code) || sources.some((src) => /docsify/i.test(src))) {
    // Docsify routes by hash unless its config asks for the history router.
    const history = /routerMode\s*:\s*['"]history['"]/.test(code);
    return { framework: 'docsify', hashRoutes: !history };
  }
  if (mount && sources.length + scripts.filter((s) => s.trim() !== '').length > 0) {
    return { framework: 'spa', hashRoutes: false };
  }
  return undefined;
}

function isElement(node: ChildNode): node is Element {
  return node.type === ElementType.Tag || node.type === ElementType.Script;
}

function inlineText(script: Element): string {
  return script.children
    .map((child) => (child.type === ElementType.Text ? child.data : ''))
    .join('');
}
