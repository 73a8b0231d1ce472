import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import diff from 'highlight.js/lib/languages/diff';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import ini from 'highlight.js/lib/languages/ini';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import python from 'highlight.js/lib/languages/python';
import pythonRepl from 'highlight.js/lib/languages/python-repl';
import shell from 'highlight.js/lib/languages/shell';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { sanitizeHighlighted } from './sanitize-highlighted.ts';

const languages = {
  bash,
  c,
  cpp,
  diff,
  dockerfile,
  ini,
  javascript,
  json,
  markdown,
  python,
  'python-repl': pythonRepl,
  shell,
  sql,
  typescript,
  xml,
  yaml,
};
for (const [name, language] of Object.entries(languages)) hljs.registerLanguage(name, language);
// Sphinx's and Pygments' names for what highlight.js calls otherwise.
hljs.registerAliases(['python3', 'py3', 'default', 'ipython', 'ipython3', 'pytb'], {
  languageName: 'python',
});
hljs.registerAliases(['pycon', 'pycon3', 'ipythonconsole'], { languageName: 'python-repl' });
hljs.registerAliases(['console', 'shell-session', 'sh-session'], { languageName: 'shell' });
hljs.registerAliases(['sh', 'zsh', 'bash-session'], { languageName: 'bash' });
hljs.registerAliases(['toml', 'cfg'], { languageName: 'ini' });
hljs.registerAliases(['cuda', 'c++'], { languageName: 'cpp' });
hljs.registerAliases(['jsonc', 'json5'], { languageName: 'json' });

/** Code left plain: output, text, or blocks too big to colour without a noticeable pause. */
const PLAIN = new Set(['none', 'text', 'txt', 'output', 'plain', 'plaintext']);
const MAX_CHARS = 60_000;
const MAX_AUTO_CHARS = 2_000;
const AUTO_SUBSET = ['python', 'bash', 'json', 'yaml', 'cpp', 'javascript'];

const hint = /^(?:language|lang|highlight(?:-source)?)-(.+)$/;

/** The language a block declares on itself or on the Sphinx / MkDocs wrapper around it. */
function declaredLanguage(pre: Element): string | undefined {
  const candidates = [
    pre.querySelector('code'),
    pre,
    pre.parentElement,
    pre.parentElement?.parentElement,
  ];
  for (const element of candidates) {
    for (const name of element?.classList ?? []) {
      const language = hint.exec(name)?.[1];
      if (language !== undefined && language !== 'notranslate') return language.toLowerCase();
    }
  }
  return undefined;
}

/**
 * Colours every `<pre>` in sanitised content. Only the block's text goes to highlight.js, and its
 * output goes through DOMPurify (spans and classes only) before it replaces the block's children.
 */
export function highlightCode(root: ParentNode): void {
  for (const pre of root.querySelectorAll('pre')) {
    const text = pre.textContent;
    const declared = declaredLanguage(pre);
    if (text.length > MAX_CHARS || (declared !== undefined && PLAIN.has(declared))) continue;
    let html: string | undefined;
    if (declared !== undefined && hljs.getLanguage(declared)) {
      html = hljs.highlight(text, { language: declared, ignoreIllegals: true }).value;
    } else if (declared === undefined && text.length <= MAX_AUTO_CHARS) {
      const guess = hljs.highlightAuto(text, AUTO_SUBSET);
      if (guess.relevance >= 5) html = guess.value;
    }
    if (html === undefined) continue;
    pre.replaceChildren(sanitizeHighlighted(html));
    pre.classList.add('hljs');
  }
}
