import type { ParentNode } from 'domhandler';
import { Text } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { codeFromLineDivs } from './code-from-line-divs.ts';
import { compileRules } from './compile-rules.ts';
import type { ContentStep } from './extract-context.ts';
import { flattenOpenDetails } from './flatten-open-details.ts';
import type { Generator } from './generator-profiles.ts';
import { markHeadingNumbers } from './mark-heading-numbers.ts';
import { mathFromTex } from './math-from-tex.ts';
import { typedocDefaults } from './typedoc-defaults.ts';
import { whereClauseLines } from './where-clause-lines.ts';

type Rewrite = (root: ParentNode) => void;

/** Every element matching `selector` becomes a `name` element, children and attributes kept. */
function rename(selector: string, name: string): Rewrite {
  const test = compileRules([selector]);
  return (root) => {
    for (const el of DomUtils.findAll(test, root.children)) el.name = name;
  };
}

/** Every element matching `selector` becomes the text `text` (a separator CSS drew). */
function replaceWithText(selector: string, text: string): Rewrite {
  const test = compileRules([selector]);
  return (root) => {
    for (const el of DomUtils.findAll(test, root.children)) {
      DomUtils.replaceElement(el, new Text(text));
    }
  };
}

/**
 * Rewrites of a generator's own markup into what it means, after its chrome is gone (the
 * generator-chrome step). Each rule is named by the markup it undoes.
 */
const QUIRKS: Partial<Record<Generator, readonly Rewrite[]>> = {
  // `div.fragment > div.line`, one div per line; the page title is a div, not a heading; the
  // formulas are TeX for MathJax, or images with the TeX as alt text.
  doxygen: [
    codeFromLineDivs('div.fragment', 'div.line'),
    rename('div.headertitle > div.title', 'h1'),
    mathFromTex,
  ],
  // Every docblock and method sits in a `<details open>` that a reader would show collapsed;
  // a where-clause's bounds are on lines that only rustdoc's stylesheet keeps apart.
  rustdoc: [flattenOpenDetails('details'), whereClauseLines],
  // "Gtk" and "Button" in the page's h1 are joined by a dot that CSS draws.
  'gi-docgen': [replaceWithText('h1 > span.sep', '.')],
  // "Chapter 3." and "3.1." before the headings: the book's numbers, not the headings' words.
  docbook: [markHeadingNumbers],
  texinfo: [markHeadingNumbers],
  // A parameter's default is only in the parameter list, its signature says `weight?: number`.
  typedoc: [typedocDefaults],
};

export const applyGeneratorQuirks: ContentStep = (root, ctx) => {
  for (const rewrite of QUIRKS[ctx.generator] ?? []) rewrite(root);
};
