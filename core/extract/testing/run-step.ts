import { DomUtils, parseDocument } from 'htmlparser2';
import type { ContentStep, ExtractContext } from '../extract-context.ts';
import { urlResolver } from '../resolve-url.ts';

const DEFAULT_CONTEXT: ExtractContext = {
  resolveUrl: urlResolver('https://docs.example.org/guide/page.html'),
  generator: 'generic',
};

/** Runs one content step on an HTML fragment and returns the fragment it leaves: HTML in, HTML out. */
export function runStep(
  step: ContentStep,
  html: string,
  ctx: Partial<ExtractContext> = {},
): string {
  const doc = parseDocument(html);
  step(doc, { ...DEFAULT_CONTEXT, ...ctx });
  return DomUtils.getOuterHTML(doc.children, { encodeEntities: 'utf8' });
}
