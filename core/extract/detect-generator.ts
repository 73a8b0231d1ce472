import type { Element, ParentNode } from 'domhandler';
import { ElementType } from 'htmlparser2';
import { compileRules } from './compile-rules.ts';
import type { Generator } from './generator-profiles.ts';
import { GENERATOR_PROFILES } from './generator-profiles.ts';

export type { Generator } from './generator-profiles.ts';

const COMPILED = GENERATOR_PROFILES.map((profile) => ({
  profile,
  markup: profile.markup === undefined ? undefined : compileRules(profile.markup),
}));

const isGeneratorMeta = compileRules(['meta[name="generator" i][content]']);

/**
 * The comments a generator signs its pages with sit before or in `<head>` (javadoc, mdBook), so
 * only the document's, `<html>`'s and `<head>`'s own children are read, not every comment.
 */
function headComments(elements: readonly Element[]): string {
  const head = elements.find((el) => el.name === 'head');
  const html = head?.parent ?? undefined;
  const parents: Array<ParentNode | null | undefined> = [html?.parent, html, head];
  const texts: string[] = [];
  for (const parent of parents) {
    for (const child of parent?.children ?? []) {
      if (child.type === ElementType.Comment) texts.push(child.data);
    }
  }
  return texts.join('\n');
}

/**
 * Names the tool that built the page, so generator-specific rules can run first. `elements`: the
 * whole document's, in document order (parsePage). A declared generator beats a comment, which
 * beats markup: a theme borrowed by another tool can leave markup behind, never a meta tag.
 */
export function detectGenerator(elements: readonly Element[]): Generator {
  const declared = elements
    .filter(isGeneratorMeta)
    .map((meta) => meta.attribs.content ?? '')
    .join(' ');
  for (const { profile } of COMPILED) {
    if (profile.meta?.test(declared) === true) return profile.generator;
  }
  const comments = headComments(elements);
  for (const { profile } of COMPILED) {
    if (profile.comment?.test(comments) === true) return profile.generator;
  }
  for (const { profile, markup } of COMPILED) {
    if (markup !== undefined && elements.some(markup)) return profile.generator;
  }
  return 'generic';
}
