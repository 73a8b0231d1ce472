import { Readability } from '@mozilla/readability';
import type { Document } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { parseHTML } from 'linkedom';

type ReadabilityDocument = ConstructorParameters<typeof Readability>[0];

/**
 * Main content found by Mozilla's Readability, for pages no docs selector recognises. It needs a
 * real DOM, so this is the one step that builds a linkedom document (about 20× the cost of the
 * htmlparser2 parse): it runs only when the selector chain found nothing. `keepClasses` keeps the
 * `language-*` hints on code blocks. Returns the content reparsed with htmlparser2 so the rest of
 * the pipeline is the same, or undefined when Readability finds no article.
 */
export function readabilityFallback(html: string): Document | undefined {
  try {
    // linkedom and Readability are typed against the browser DOM, which core/ does not load (no
    // "dom" lib), so the document is handed from one to the other as Readability's own type.
    const { document } = parseHTML(html) as unknown as { document: unknown };
    const article = new Readability(document as ReadabilityDocument, { keepClasses: true }).parse();
    const content = article?.content;
    if (typeof content !== 'string' || content.trim() === '') return undefined;
    return parseDocument(content);
  } catch {
    // Readability throws on documents it cannot walk (no body, odd trees): fall back to <body>.
    return undefined;
  }
}
